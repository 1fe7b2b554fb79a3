CREATE TABLE "egress_education_firsts" (
	"tenant_id" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"username" text NOT NULL,
	"educated_at" timestamp (3) with time zone,
	"educated_next" timestamp (3) with time zone,
	"other_at" timestamp (3) with time zone,
	"other_next" timestamp (3) with time zone,
	"last_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "egress_education_firsts_tenant_id_policy_id_username_pk" PRIMARY KEY("tenant_id","policy_id","username")
);
--> statement-breakpoint
ALTER TABLE "egress_education_firsts" ADD CONSTRAINT "egress_education_firsts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A person's firsts under a policy counted from all their events (schema/dashboard.ts, egressEducationFirsts), through
-- egress_events_policy_user_created_idx: one row, all NULL when they have no event of the policy (retention's recount
-- of the firsts it expired).
CREATE FUNCTION egress_education_firsts_of(p_tenant text, p_policy uuid, p_username text)
  RETURNS TABLE (educated_at timestamptz, educated_next timestamptz, other_at timestamptz, other_next timestamptz,
    last_at timestamptz)
  LANGUAGE sql STABLE AS $$
  SELECT min(w.created) FILTER (WHERE w.educated), min(w.created) FILTER (WHERE w.created > w.first_educated),
    min(w.created) FILTER (WHERE NOT w.educated), min(w.created) FILTER (WHERE w.created > w.first_other),
    max(w.created)
  FROM (
    SELECT e.created, e.policy_verdict = 'educate' AS educated,
      min(e.created) FILTER (WHERE e.policy_verdict = 'educate') OVER () AS first_educated,
      min(e.created) FILTER (WHERE e.policy_verdict <> 'educate') OVER () AS first_other
    FROM egress_events e
    WHERE e.tenant_id = p_tenant AND e.policy_id = p_policy AND e.username = p_username
  ) AS w
$$;
--> statement-breakpoint
-- Folds the written events into their people's firsts, one row a person and policy of the batch, exactly, whatever
-- the order events arrive in (an agent's late batch reaches back):
-- - a first is the earlier of the stored one and the batch's;
-- - a first that stays keeps its next, or takes the batch's first event after it if that is earlier;
-- - a first the batch brings takes the batch's next event after it when nothing stored is later; else (a late batch
--   before stored events) the next event after it is probed in egress_events (the batch's rows are there by now):
--   one descent of egress_events_policy_user_created_idx per partition, never the person's whole history.
-- One writer of a tenant's firsts at a time (an advisory lock until commit: the statement after it reads what the
-- writer before committed).
CREATE FUNCTION egress_education_firsts_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT DISTINCT tenant_id FROM changed_events WHERE policy_id IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('egress_education_firsts'), hashtext(t));
  END LOOP;
  INSERT INTO egress_education_firsts AS r
    (tenant_id, policy_id, username, educated_at, educated_next, other_at, other_next, last_at)
  SELECT b.tenant_id, b.policy_id, b.username, b.educated_at,
    CASE
      WHEN b.educated_at IS NULL THEN NULL
      WHEN b.educated_at = b.stored_educated_at THEN least(b.stored_educated_next, b.after_stored_educated)
      WHEN b.stored_last_at IS NULL OR b.stored_last_at <= b.educated_at THEN b.batch_educated_next
      ELSE (SELECT min(e.created) FROM egress_events e WHERE e.tenant_id = b.tenant_id
        AND e.policy_id = b.policy_id AND e.username = b.username AND e.created > b.educated_at)
    END,
    b.other_at,
    CASE
      WHEN b.other_at IS NULL THEN NULL
      WHEN b.other_at = b.stored_other_at THEN least(b.stored_other_next, b.after_stored_other)
      WHEN b.stored_last_at IS NULL OR b.stored_last_at <= b.other_at THEN b.batch_other_next
      ELSE (SELECT min(e.created) FROM egress_events e WHERE e.tenant_id = b.tenant_id
        AND e.policy_id = b.policy_id AND e.username = b.username AND e.created > b.other_at)
    END,
    greatest(b.stored_last_at, b.last_at)
  FROM (
    SELECT w.tenant_id, w.policy_id, w.username, s.educated_at AS stored_educated_at,
      s.educated_next AS stored_educated_next, s.other_at AS stored_other_at, s.other_next AS stored_other_next,
      s.last_at AS stored_last_at,
      least(s.educated_at, min(w.created) FILTER (WHERE w.educated)) AS educated_at,
      least(s.other_at, min(w.created) FILTER (WHERE NOT w.educated)) AS other_at,
      min(w.created) FILTER (WHERE w.created > s.educated_at) AS after_stored_educated,
      min(w.created) FILTER (WHERE w.created > s.other_at) AS after_stored_other,
      min(w.created) FILTER (WHERE w.created > w.first_educated) AS batch_educated_next,
      min(w.created) FILTER (WHERE w.created > w.first_other) AS batch_other_next,
      max(w.created) AS last_at
    FROM (
      SELECT c.tenant_id, c.policy_id, c.username, c.created, c.policy_verdict = 'educate' AS educated,
        min(c.created) FILTER (WHERE c.policy_verdict = 'educate') OVER person AS first_educated,
        min(c.created) FILTER (WHERE c.policy_verdict <> 'educate') OVER person AS first_other
      FROM changed_events c
      WHERE c.policy_id IS NOT NULL
      WINDOW person AS (PARTITION BY c.tenant_id, c.policy_id, c.username)
    ) AS w
    LEFT JOIN egress_education_firsts s
      ON s.tenant_id = w.tenant_id AND s.policy_id = w.policy_id AND s.username = w.username
    GROUP BY w.tenant_id, w.policy_id, w.username, s.educated_at, s.educated_next, s.other_at, s.other_next,
      s.last_at
  ) AS b
  ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, policy_id, username) DO UPDATE SET educated_at = excluded.educated_at,
    educated_next = excluded.educated_next, other_at = excluded.other_at, other_next = excluded.other_next,
    last_at = excluded.last_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER egress_education_firsts_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION egress_education_firsts_add();
--> statement-breakpoint
-- A tenant's firsts counted afresh from all its events: one pass in the order of a window per person (the migration's
-- backfill; a bulk load that bypassed the trigger, as bench:dashboard's does).
CREATE FUNCTION egress_education_firsts_rebuild(p_tenant text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM egress_education_firsts WHERE tenant_id = p_tenant;
  INSERT INTO egress_education_firsts
    (tenant_id, policy_id, username, educated_at, educated_next, other_at, other_next, last_at)
  SELECT p_tenant, w.policy_id, w.username,
    min(w.created) FILTER (WHERE w.educated), min(w.created) FILTER (WHERE w.created > w.first_educated),
    min(w.created) FILTER (WHERE NOT w.educated), min(w.created) FILTER (WHERE w.created > w.first_other),
    max(w.created)
  FROM (
    SELECT e.policy_id, e.username, e.created, e.policy_verdict = 'educate' AS educated,
      min(e.created) FILTER (WHERE e.policy_verdict = 'educate') OVER person AS first_educated,
      min(e.created) FILTER (WHERE e.policy_verdict <> 'educate') OVER person AS first_other
    FROM egress_events e
    WHERE e.tenant_id = p_tenant AND e.policy_id IS NOT NULL
    WINDOW person AS (PARTITION BY e.policy_id, e.username)
  ) AS w
  GROUP BY 2, 3;
$$;
--> statement-breakpoint
-- The firsts of the events already there (as the owner, past row-level security).
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
SELECT egress_education_firsts_rebuild(id) FROM tenants ORDER BY id;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
