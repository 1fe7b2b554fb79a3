CREATE TABLE "egress_filter_options" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "egress_filter_options_tenant_id_kind_value_pk" PRIMARY KEY("tenant_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "egress_filter_options" ADD CONSTRAINT "egress_filter_options_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "egress_filter_options_search_idx" ON "egress_filter_options" USING gin ("tenant_id","kind",lower("value") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "egress_events_total_hit_count_idx" ON "egress_events" USING btree ("tenant_id","total_hit_count","id");--> statement-breakpoint
CREATE INDEX "saved_filters_shared_idx" ON "saved_filters" USING btree ("tenant_id","grid","user_id","id") WHERE shared;--> statement-breakpoint
GRANT SELECT, INSERT ON egress_filter_options TO console_app;
--> statement-breakpoint
ALTER TABLE egress_filter_options ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_filter_options FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_filter_options USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_filter_options TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
-- Every write of events (demo seed, agents ingest, a later re-evaluation) adds the values it brings to the option
-- table in the same statement; the function runs as the writer, so row-level security checks each option's tenant.
CREATE FUNCTION egress_filter_options_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO egress_filter_options (tenant_id, kind, value)
  SELECT DISTINCT o.tenant_id, o.kind, o.value
  FROM changed_events e
  CROSS JOIN LATERAL (VALUES
    (e.tenant_id, 'hostname', e.hostname),
    (e.tenant_id, 'username', e.username),
    (e.tenant_id, 'source', e.source),
    (e.tenant_id, 'destination', e.destination),
    (e.tenant_id, 'mip_label', e.mip_label),
    (e.tenant_id, 'policy_name', e.policy_name),
    (e.tenant_id, 'content_category', e.content_category),
    (e.tenant_id, 'egress_channel', e.egress_channel)
  ) AS o(tenant_id, kind, value)
  WHERE o.value <> ''
  UNION
  SELECT DISTINCT e.tenant_id, 'data_type', d.value
  FROM changed_events e CROSS JOIN LATERAL unnest(e.data_types) AS d(value)
  WHERE d.value <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER egress_filter_options_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION egress_filter_options_add();
--> statement-breakpoint
CREATE TRIGGER egress_filter_options_on_update AFTER UPDATE ON egress_events
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION egress_filter_options_add();
--> statement-breakpoint
-- The events stored before this migration: read once here, never per request (as the owner, under maintenance).
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
INSERT INTO egress_filter_options (tenant_id, kind, value)
SELECT DISTINCT o.tenant_id, o.kind, o.value
FROM egress_events e
CROSS JOIN LATERAL (VALUES
  (e.tenant_id, 'hostname', e.hostname),
  (e.tenant_id, 'username', e.username),
  (e.tenant_id, 'source', e.source),
  (e.tenant_id, 'destination', e.destination),
  (e.tenant_id, 'mip_label', e.mip_label),
  (e.tenant_id, 'policy_name', e.policy_name),
  (e.tenant_id, 'content_category', e.content_category),
  (e.tenant_id, 'egress_channel', e.egress_channel)
) AS o(tenant_id, kind, value)
WHERE o.value <> ''
UNION
SELECT DISTINCT e.tenant_id, 'data_type', d.value
FROM egress_events e CROSS JOIN LATERAL unnest(e.data_types) AS d(value)
WHERE d.value <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
