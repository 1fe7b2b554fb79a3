-- A tamper-evident audit log: each tenant's entries form a hash chain. An insert trigger gives every new entry the
-- next place (seq) in its tenant's chain, the previous entry's hash, and its own hash: sha256 of that previous hash and
-- the entry's canonical content (audit_entry_hash). The head row of the tenant (audit_chain_heads) is locked by the
-- insert until its transaction ends, so one tenant's writers take turns while other tenants write freely. The API's
-- role may no longer change or delete entries; GET /audit-logs/verify recomputes the chain.
CREATE TABLE "audit_chain_heads" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "seq" bigint;
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "prev_hash" text;
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "hash" text;
--> statement-breakpoint
CREATE FUNCTION audit_entry_hash(prev_hash text, seq bigint, id uuid, created timestamptz, dashboard_user_id text,
  user_identifier text, page text, action text, outcome text, object_id text, object_created timestamptz,
  description text, origin text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev_hash || json_build_array(seq, id::text,
    to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), dashboard_user_id, user_identifier, page,
    action, outcome, object_id, to_char(object_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    description, origin)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE FUNCTION audit_logs_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
BEGIN
  INSERT INTO audit_chain_heads AS h (tenant_id, seq, hash) VALUES (NEW.tenant_id, 0, '')
    ON CONFLICT (tenant_id) DO UPDATE SET seq = h.seq
    RETURNING h.seq, h.hash INTO head_seq, head_hash;
  NEW.seq := head_seq + 1;
  NEW.prev_hash := head_hash;
  NEW.hash := audit_entry_hash(NEW.prev_hash, NEW.seq, NEW.id, NEW.created, NEW.dashboard_user_id,
    NEW.user_identifier, NEW.page, NEW.action, NEW.outcome, NEW.object_id, NEW.object_created, NEW.description,
    NEW.origin);
  UPDATE audit_chain_heads SET seq = NEW.seq, hash = NEW.hash WHERE tenant_id = NEW.tenant_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
DO $$
DECLARE
  entry record;
  tenant text := NULL;
  previous text := '';
  place bigint := 0;
BEGIN
  FOR entry IN SELECT a.tenant_id, a.id FROM audit_logs a ORDER BY a.tenant_id, a.created, a.id LOOP
    IF tenant IS DISTINCT FROM entry.tenant_id THEN
      IF tenant IS NOT NULL THEN
        INSERT INTO audit_chain_heads (tenant_id, seq, hash) VALUES (tenant, place, previous);
      END IF;
      tenant := entry.tenant_id;
      previous := '';
      place := 0;
    END IF;
    place := place + 1;
    UPDATE audit_logs a SET seq = place, prev_hash = previous,
      hash = audit_entry_hash(previous, place, a.id, a.created, a.dashboard_user_id, a.user_identifier, a.page,
        a.action, a.outcome, a.object_id, a.object_created, a.description, a.origin)
      WHERE a.tenant_id = entry.tenant_id AND a.id = entry.id
      RETURNING a.hash INTO previous;
  END LOOP;
  IF tenant IS NOT NULL THEN
    INSERT INTO audit_chain_heads (tenant_id, seq, hash) VALUES (tenant, place, previous);
  END IF;
END
$$;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "seq" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "prev_hash" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "hash" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_logs_seq_key" ON "audit_logs" USING btree ("tenant_id","seq");
--> statement-breakpoint
CREATE TRIGGER audit_logs_chain BEFORE INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION audit_logs_chain();
--> statement-breakpoint
REVOKE UPDATE, DELETE ON audit_logs FROM console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON audit_chain_heads TO console_app;
--> statement-breakpoint
ALTER TABLE audit_chain_heads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_chain_heads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_chain_heads USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON audit_chain_heads TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
