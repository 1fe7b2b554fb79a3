-- Bulk inserts into the audit log in linear time. The chain trigger of 0005 updated its tenant's head row twice per
-- entry. Each update of one row inside one transaction leaves a version the next update has to walk past, so one
-- INSERT ... SELECT of 120,000 entries took quadratic time (over three minutes on PGlite). Now the head row is
-- locked and read once per transaction and tenant; while a statement inserts, the running head is kept in a
-- transaction-local setting (rolled back with the transaction or savepoint that set it), and the head row is written
-- once per statement, by an AFTER STATEMENT trigger that reads the statement's new entries. Entries, hashes and the
-- locking order are unchanged: one tenant's writers still take turns, other tenants write freely.
CREATE OR REPLACE FUNCTION audit_logs_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot text := 'audit_chain.head_' || md5(NEW.tenant_id);
  running text := current_setting(slot, true);
  head_seq bigint;
  head_hash text;
BEGIN
  IF running IS NULL OR running = '' THEN
    INSERT INTO audit_chain_heads AS h (tenant_id, seq, hash) VALUES (NEW.tenant_id, 0, '')
      ON CONFLICT (tenant_id) DO UPDATE SET seq = h.seq
      RETURNING h.seq, h.hash INTO head_seq, head_hash;
  ELSE
    head_seq := split_part(running, ':', 1)::bigint;
    head_hash := split_part(running, ':', 2);
  END IF;
  NEW.seq := head_seq + 1;
  NEW.prev_hash := head_hash;
  NEW.hash := audit_entry_hash(NEW.prev_hash, NEW.seq, NEW.id, NEW.created, NEW.dashboard_user_id,
    NEW.user_identifier, NEW.page, NEW.action, NEW.outcome, NEW.object_id, NEW.object_created, NEW.description,
    NEW.origin);
  PERFORM set_config(slot, NEW.seq || ':' || NEW.hash, true);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_chain_heads_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audit_chain_heads h SET seq = a.seq, hash = a.hash
    FROM (SELECT DISTINCT ON (n.tenant_id) n.tenant_id, n.seq, n.hash FROM added n ORDER BY n.tenant_id, n.seq DESC) a
    WHERE h.tenant_id = a.tenant_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_chain_heads_advance AFTER INSERT ON audit_logs REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_heads_advance();
