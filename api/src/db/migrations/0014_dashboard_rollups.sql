CREATE TABLE "egress_ai_data_types_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"destination" text NOT NULL,
	"data_type" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "egress_ai_data_types_daily_tenant_id_day_destination_data_type_pk" PRIMARY KEY("tenant_id","day","destination","data_type")
);
--> statement-breakpoint
CREATE TABLE "egress_ai_data_types_hourly" (
	"tenant_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"destination" text NOT NULL,
	"data_type" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "egress_ai_data_types_hourly_tenant_id_hour_destination_data_type_pk" PRIMARY KEY("tenant_id","hour","destination","data_type")
);
--> statement-breakpoint
CREATE TABLE "egress_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"verdict" text NOT NULL,
	"egress_channel" text NOT NULL,
	"destination_type" text NOT NULL,
	"destination" text NOT NULL,
	"events" integer NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "egress_daily_tenant_id_day_verdict_egress_channel_destination_type_destination_pk" PRIMARY KEY("tenant_id","day","verdict","egress_channel","destination_type","destination")
);
--> statement-breakpoint
CREATE TABLE "egress_hourly" (
	"tenant_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"verdict" text NOT NULL,
	"egress_channel" text NOT NULL,
	"destination_type" text NOT NULL,
	"destination" text NOT NULL,
	"events" integer NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "egress_hourly_tenant_id_hour_verdict_egress_channel_destination_type_destination_pk" PRIMARY KEY("tenant_id","hour","verdict","egress_channel","destination_type","destination")
);
--> statement-breakpoint
CREATE TABLE "egress_policies_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"policy_name" text NOT NULL,
	"verdict" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "egress_policies_daily_tenant_id_day_policy_name_verdict_pk" PRIMARY KEY("tenant_id","day","policy_name","verdict")
);
--> statement-breakpoint
CREATE TABLE "egress_policies_hourly" (
	"tenant_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"policy_name" text NOT NULL,
	"verdict" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "egress_policies_hourly_tenant_id_hour_policy_name_verdict_pk" PRIMARY KEY("tenant_id","hour","policy_name","verdict")
);
--> statement-breakpoint
CREATE TABLE "egress_sensitive_quarter_hours" (
	"tenant_id" text NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"verdict" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "egress_sensitive_quarter_hours_tenant_id_bucket_verdict_pk" PRIMARY KEY("tenant_id","bucket","verdict")
);
--> statement-breakpoint
CREATE TABLE "egress_violators_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"username" text NOT NULL,
	"violations" integer NOT NULL,
	"blocked" integer NOT NULL,
	CONSTRAINT "egress_violators_daily_tenant_id_day_username_pk" PRIMARY KEY("tenant_id","day","username")
);
--> statement-breakpoint
CREATE TABLE "egress_violators_hourly" (
	"tenant_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"username" text NOT NULL,
	"violations" integer NOT NULL,
	"blocked" integer NOT NULL,
	CONSTRAINT "egress_violators_hourly_tenant_id_hour_username_pk" PRIMARY KEY("tenant_id","hour","username")
);
--> statement-breakpoint
CREATE TABLE "incident_quarter_hours" (
	"tenant_id" text NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"severity" text NOT NULL,
	"incidents" integer NOT NULL,
	CONSTRAINT "incident_quarter_hours_tenant_id_bucket_severity_pk" PRIMARY KEY("tenant_id","bucket","severity")
);
--> statement-breakpoint
ALTER TABLE "egress_ai_data_types_daily" ADD CONSTRAINT "egress_ai_data_types_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_ai_data_types_hourly" ADD CONSTRAINT "egress_ai_data_types_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_daily" ADD CONSTRAINT "egress_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_hourly" ADD CONSTRAINT "egress_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_policies_daily" ADD CONSTRAINT "egress_policies_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_policies_hourly" ADD CONSTRAINT "egress_policies_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_sensitive_quarter_hours" ADD CONSTRAINT "egress_sensitive_quarter_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_violators_daily" ADD CONSTRAINT "egress_violators_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_violators_hourly" ADD CONSTRAINT "egress_violators_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_quarter_hours" ADD CONSTRAINT "incident_quarter_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The app reads the rollups and its writes' triggers upsert them (no one deletes a rollup row but its tenant's end).
GRANT SELECT, INSERT, UPDATE ON egress_sensitive_quarter_hours TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_daily TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_hourly TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_violators_daily TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_violators_hourly TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_policies_daily TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_policies_hourly TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_ai_data_types_daily TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_ai_data_types_hourly TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON incident_quarter_hours TO console_app;
--> statement-breakpoint
-- Row-level security as every tenant table: a tenant reads and writes its own rollups only.
ALTER TABLE egress_sensitive_quarter_hours ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_sensitive_quarter_hours FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_sensitive_quarter_hours USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_sensitive_quarter_hours TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE egress_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE egress_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE egress_violators_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_violators_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_violators_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_violators_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE egress_violators_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_violators_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_violators_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_violators_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE egress_policies_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_policies_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_policies_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_policies_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE egress_policies_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_policies_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_policies_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_policies_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE egress_ai_data_types_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_ai_data_types_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_ai_data_types_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_ai_data_types_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE egress_ai_data_types_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_ai_data_types_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_ai_data_types_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_ai_data_types_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
ALTER TABLE incident_quarter_hours ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_quarter_hours FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_quarter_hours USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON incident_quarter_hours TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
-- Every write of events or incidents (demo seed, agents ingest, triage) adds what it brings to the rollups and
-- subtracts what it takes (TG_ARGV[0] is +1 or -1), in the same statement; the functions run as the writer, so
-- row-level security checks each rollup row's tenant. Rows are upserted in key order, so concurrent writers take the
-- rollup rows' locks in one order. Rows of a tenant being removed are skipped (its rollups go with it).
CREATE FUNCTION egress_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO egress_sensitive_quarter_hours AS r (tenant_id, bucket, verdict, events)
  SELECT tenant_id, date_bin('15 minutes', created, TIMESTAMPTZ '2000-01-01 00:00:00+00'), policy_verdict, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND total_hit_count > 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, bucket, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_daily AS r (tenant_id, day, verdict, egress_channel, destination_type, destination, events, volume)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_verdict, egress_channel, destination_type, destination,
    s * count(*), s * sum(data_volume)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, verdict, egress_channel, destination_type, destination)
  DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  INSERT INTO egress_violators_daily AS r (tenant_id, day, username, violations, blocked)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, username, s * count(*), s * count(*) FILTER (WHERE policy_verdict = 'BLOCK')
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, day, username)
  DO UPDATE SET violations = r.violations + excluded.violations, blocked = r.blocked + excluded.blocked;
  INSERT INTO egress_policies_daily AS r (tenant_id, day, policy_name, verdict, events)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_name, policy_verdict, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND policy_name <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, day, policy_name, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_ai_data_types_daily AS r (tenant_id, day, destination, data_type, events)
  SELECT e.tenant_id, (e.created AT TIME ZONE 'UTC')::date, e.destination, d.value, s * count(*)
  FROM changed_rows e CROSS JOIN LATERAL unnest(e.data_types) AS d(value)
  WHERE e.tenant_id IN (SELECT id FROM tenants) AND e.destination_type = 'AI service' AND d.value <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, day, destination, data_type) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_hourly AS r (tenant_id, hour, verdict, egress_channel, destination_type, destination, events, volume)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_verdict, egress_channel, destination_type, destination,
    s * count(*), s * sum(data_volume)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, hour, verdict, egress_channel, destination_type, destination)
  DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  INSERT INTO egress_violators_hourly AS r (tenant_id, hour, username, violations, blocked)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), username, s * count(*), s * count(*) FILTER (WHERE policy_verdict = 'BLOCK')
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, hour, username)
  DO UPDATE SET violations = r.violations + excluded.violations, blocked = r.blocked + excluded.blocked;
  INSERT INTO egress_policies_hourly AS r (tenant_id, hour, policy_name, verdict, events)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_name, policy_verdict, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND policy_name <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, hour, policy_name, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_ai_data_types_hourly AS r (tenant_id, hour, destination, data_type, events)
  SELECT e.tenant_id, date_trunc('hour', e.created, 'UTC'), e.destination, d.value, s * count(*)
  FROM changed_rows e CROSS JOIN LATERAL unnest(e.data_types) AS d(value)
  WHERE e.tenant_id IN (SELECT id FROM tenants) AND e.destination_type = 'AI service' AND d.value <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, hour, destination, data_type) DO UPDATE SET events = r.events + excluded.events;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION incident_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO incident_quarter_hours AS r (tenant_id, bucket, severity, incidents)
  SELECT tenant_id, date_bin('15 minutes', created, TIMESTAMPTZ '2000-01-01 00:00:00+00'), severity, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, bucket, severity) DO UPDATE SET incidents = r.incidents + excluded.incidents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER egress_rollups_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_rollups_apply('1');
--> statement-breakpoint
CREATE TRIGGER egress_rollups_on_delete AFTER DELETE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_rollups_apply('-1');
--> statement-breakpoint
CREATE TRIGGER egress_rollups_on_update_new AFTER UPDATE ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_rollups_apply('1');
--> statement-breakpoint
CREATE TRIGGER egress_rollups_on_update_old AFTER UPDATE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_rollups_apply('-1');
--> statement-breakpoint
CREATE TRIGGER incident_rollups_on_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_rollups_apply('1');
--> statement-breakpoint
CREATE TRIGGER incident_rollups_on_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_rollups_apply('-1');
--> statement-breakpoint
CREATE TRIGGER incident_rollups_on_update_new AFTER UPDATE ON incidents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_rollups_apply('1');
--> statement-breakpoint
CREATE TRIGGER incident_rollups_on_update_old AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_rollups_apply('-1');
--> statement-breakpoint
-- The rows stored before this migration: read once here, never per request (as the owner, under maintenance).
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
DO $$
DECLARE
  s integer := 1;
BEGIN
  INSERT INTO egress_sensitive_quarter_hours AS r (tenant_id, bucket, verdict, events)
  SELECT tenant_id, date_bin('15 minutes', created, TIMESTAMPTZ '2000-01-01 00:00:00+00'), policy_verdict, s * count(*)
  FROM egress_events WHERE true AND total_hit_count > 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, bucket, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_daily AS r (tenant_id, day, verdict, egress_channel, destination_type, destination, events, volume)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_verdict, egress_channel, destination_type, destination,
    s * count(*), s * sum(data_volume)
  FROM egress_events WHERE true GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, verdict, egress_channel, destination_type, destination)
  DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  INSERT INTO egress_violators_daily AS r (tenant_id, day, username, violations, blocked)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, username, s * count(*), s * count(*) FILTER (WHERE policy_verdict = 'BLOCK')
  FROM egress_events WHERE true AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, day, username)
  DO UPDATE SET violations = r.violations + excluded.violations, blocked = r.blocked + excluded.blocked;
  INSERT INTO egress_policies_daily AS r (tenant_id, day, policy_name, verdict, events)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_name, policy_verdict, s * count(*)
  FROM egress_events WHERE true AND policy_name <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, day, policy_name, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_ai_data_types_daily AS r (tenant_id, day, destination, data_type, events)
  SELECT e.tenant_id, (e.created AT TIME ZONE 'UTC')::date, e.destination, d.value, s * count(*)
  FROM egress_events e CROSS JOIN LATERAL unnest(e.data_types) AS d(value)
  WHERE true AND e.destination_type = 'AI service' AND d.value <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, day, destination, data_type) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_hourly AS r (tenant_id, hour, verdict, egress_channel, destination_type, destination, events, volume)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_verdict, egress_channel, destination_type, destination,
    s * count(*), s * sum(data_volume)
  FROM egress_events WHERE true GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, hour, verdict, egress_channel, destination_type, destination)
  DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  INSERT INTO egress_violators_hourly AS r (tenant_id, hour, username, violations, blocked)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), username, s * count(*), s * count(*) FILTER (WHERE policy_verdict = 'BLOCK')
  FROM egress_events WHERE true AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, hour, username)
  DO UPDATE SET violations = r.violations + excluded.violations, blocked = r.blocked + excluded.blocked;
  INSERT INTO egress_policies_hourly AS r (tenant_id, hour, policy_name, verdict, events)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_name, policy_verdict, s * count(*)
  FROM egress_events WHERE true AND policy_name <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, hour, policy_name, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_ai_data_types_hourly AS r (tenant_id, hour, destination, data_type, events)
  SELECT e.tenant_id, date_trunc('hour', e.created, 'UTC'), e.destination, d.value, s * count(*)
  FROM egress_events e CROSS JOIN LATERAL unnest(e.data_types) AS d(value)
  WHERE true AND e.destination_type = 'AI service' AND d.value <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, hour, destination, data_type) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO incident_quarter_hours AS r (tenant_id, bucket, severity, incidents)
  SELECT tenant_id, date_bin('15 minutes', created, TIMESTAMPTZ '2000-01-01 00:00:00+00'), severity, s * count(*)
  FROM incidents WHERE true GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, bucket, severity) DO UPDATE SET incidents = r.incidents + excluded.incidents;
END
$$;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
