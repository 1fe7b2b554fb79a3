CREATE TABLE "egress_flows_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"policy_verdict" text NOT NULL,
	"source" text NOT NULL,
	"egress_channel" text NOT NULL,
	"destination" text NOT NULL,
	"events" integer NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "egress_flows_daily_tenant_id_day_policy_verdict_source_egress_channel_destination_pk" PRIMARY KEY("tenant_id","day","policy_verdict","source","egress_channel","destination")
);
--> statement-breakpoint
CREATE TABLE "egress_flows_hourly" (
	"tenant_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"policy_verdict" text NOT NULL,
	"source" text NOT NULL,
	"egress_channel" text NOT NULL,
	"destination" text NOT NULL,
	"events" integer NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "egress_flows_hourly_tenant_id_hour_policy_verdict_source_egress_channel_destination_pk" PRIMARY KEY("tenant_id","hour","policy_verdict","source","egress_channel","destination")
);
--> statement-breakpoint
ALTER TABLE "egress_flows_daily" ADD CONSTRAINT "egress_flows_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_flows_hourly" ADD CONSTRAINT "egress_flows_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_flows_daily TO console_app;
--> statement-breakpoint
ALTER TABLE egress_flows_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_flows_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_flows_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_flows_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_flows_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE egress_flows_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_flows_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_flows_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_flows_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
-- The high-level lineage's rollups, kept like the dashboard's (migration 0014): every write of events adds what it
-- brings and subtracts what it takes (TG_ARGV[0] is +1 or -1) in the same statement, as the writer, in key order.
CREATE FUNCTION egress_flow_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO egress_flows_daily AS r (tenant_id, day, policy_verdict, source, egress_channel, destination, events, volume)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_verdict, source, egress_channel, destination,
    s * count(*), s * sum(data_volume)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, policy_verdict, source, egress_channel, destination)
  DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  INSERT INTO egress_flows_hourly AS r (tenant_id, hour, policy_verdict, source, egress_channel, destination, events, volume)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_verdict, source, egress_channel, destination,
    s * count(*), s * sum(data_volume)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, hour, policy_verdict, source, egress_channel, destination)
  DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER egress_flow_rollups_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_rollups_apply('1');
--> statement-breakpoint
CREATE TRIGGER egress_flow_rollups_on_delete AFTER DELETE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_rollups_apply('-1');
--> statement-breakpoint
CREATE TRIGGER egress_flow_rollups_on_update_new AFTER UPDATE ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_rollups_apply('1');
--> statement-breakpoint
CREATE TRIGGER egress_flow_rollups_on_update_old AFTER UPDATE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_rollups_apply('-1');
--> statement-breakpoint
-- The events stored before this migration: read once here, never per request (as the owner, under maintenance).
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
INSERT INTO egress_flows_daily (tenant_id, day, policy_verdict, source, egress_channel, destination, events, volume)
SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_verdict, source, egress_channel, destination, count(*),
  sum(data_volume)
FROM egress_events GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO egress_flows_hourly (tenant_id, hour, policy_verdict, source, egress_channel, destination, events, volume)
SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_verdict, source, egress_channel, destination, count(*),
  sum(data_volume)
FROM egress_events GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
