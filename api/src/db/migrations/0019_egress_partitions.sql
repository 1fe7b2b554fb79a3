-- egress_events becomes a table partitioned by range of `created`, one partition a calendar month (UTC), and a
-- DEFAULT partition that takes any row no month partition holds (a time far in the past: never refused, never lost).
-- Why monthly: the retention of a tenant is 30 to 730 days, so at most 25 month partitions are live (105 weekly
-- ones would make every statement plan over four times as many partitions and indexes); a month of a large
-- tenant (about 75 million events for 5,000 endpoints) still builds its indexes in one maintenance window.
--
-- A unique constraint of a partitioned table must hold the partition key, so the primary key becomes
-- (tenant_id, id, created): an event's identity is the agent's id with the agent's time, both of which a retried
-- batch sends again (event-ingest.ts). Nothing references egress_events by a foreign key (incidents and evidence
-- keep the event's id as a value), so no other table changes.
--
-- The rows are copied as the owner under maintenance (every tenant's), with no trigger on the new table yet: the
-- rollups and the filter options already count them. Row-level security, the grants and the rollup triggers come
-- back from the generated migration that follows (0020_tenant_rls_rollups); the filter-option triggers below.
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
ALTER TABLE egress_events RENAME TO egress_events_unpartitioned;
--> statement-breakpoint
ALTER TABLE egress_events_unpartitioned DROP CONSTRAINT egress_events_tenant_id_id_pk;
--> statement-breakpoint
ALTER TABLE egress_events_unpartitioned DROP CONSTRAINT egress_events_tenant_id_tenants_id_fk;
--> statement-breakpoint
DROP INDEX egress_events_created_idx, egress_events_verdict_created_idx, egress_events_hostname_idx,
  egress_events_username_idx, egress_events_username_created_idx, egress_events_hostname_created_idx,
  egress_events_destination_idx, egress_events_data_volume_idx, egress_events_total_hit_count_idx,
  egress_events_search_idx, egress_events_fingerprint_idx;
--> statement-breakpoint
CREATE TABLE "egress_events" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"device_id" uuid,
	"hostname" text NOT NULL,
	"username" text NOT NULL,
	"source" text NOT NULL,
	"destination" text NOT NULL,
	"destination_type" text NOT NULL,
	"egress_channel" text NOT NULL,
	"data_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_category" text NOT NULL,
	"mip_label" text DEFAULT '' NOT NULL,
	"data_volume" bigint DEFAULT 0 NOT NULL,
	"total_hit_count" integer DEFAULT 0 NOT NULL,
	"policy_id" uuid,
	"policy_name" text DEFAULT '' NOT NULL,
	"policy_verdict" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("hostname", '') || ' ' || coalesce("username", '') || ' ' || coalesce("source", '') || ' ' || coalesce("destination", '') || ' ' || coalesce("file_name", '') || ' ' || coalesce("policy_name", '') || ' ' || coalesce("content_category", ''))) STORED,
	"content_fingerprint" text,
	CONSTRAINT "egress_events_tenant_id_id_created_pk" PRIMARY KEY("tenant_id","id","created")
) PARTITION BY RANGE ("created");
--> statement-breakpoint
ALTER TABLE "egress_events" ADD CONSTRAINT "egress_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE egress_events_default PARTITION OF egress_events DEFAULT;
--> statement-breakpoint
-- The partition of the month (UTC) that holds `in_month`, made unless it is there; answers whether it made it. The
-- default partition's rows of that month move into it first (PostgreSQL refuses a partition whose range the
-- default partition holds rows of): straight from partition to partition, so no rollup trigger counts them again.
CREATE FUNCTION egress_events_add_partition(in_month timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day timestamp := date_trunc('month', in_month AT TIME ZONE 'UTC');
  partition_name text := 'egress_events_' || to_char(first_day, 'YYYY_MM');
  lower_bound timestamptz := first_day AT TIME ZONE 'UTC';
  upper_bound timestamptz := (first_day + interval '1 month') AT TIME ZONE 'UTC';
  column_list text := 'tenant_id, id, created, device_id, hostname, username, source, destination, destination_type, '
    'egress_channel, data_types, content_category, mip_label, data_volume, total_hit_count, policy_id, policy_name, '
    'policy_verdict, file_name, details, content_fingerprint';
  caught boolean;
BEGIN
  IF to_regclass(format('public.%I', partition_name)) IS NOT NULL THEN
    RETURN false;
  END IF;
  SELECT EXISTS (SELECT 1 FROM egress_events_default WHERE created >= lower_bound AND created < upper_bound)
    INTO caught;
  IF caught THEN
    ALTER TABLE egress_events DETACH PARTITION egress_events_default;
  END IF;
  EXECUTE format('CREATE TABLE public.%I PARTITION OF egress_events FOR VALUES FROM (%L) TO (%L)',
    partition_name, lower_bound, upper_bound);
  IF caught THEN
    EXECUTE format('WITH moved AS (DELETE FROM egress_events_default WHERE created >= %L AND created < %L RETURNING %s) '
      'INSERT INTO public.%I (%s) SELECT * FROM moved', lower_bound, upper_bound, column_list, partition_name, column_list);
    ALTER TABLE egress_events ATTACH PARTITION egress_events_default DEFAULT;
  END IF;
  RETURN true;
END
$$;
--> statement-breakpoint
-- The partitions ingest needs, made ahead: the month of `at_time`, the one before (late events) and the `ahead` months
-- after; and the month of every row of the last `back` the default partition caught (an agent back from months
-- offline), which moves there. Older rows stay in the default partition. One maker at a time (an advisory lock: every
-- API process runs this). Answers how many partitions it made.
CREATE FUNCTION egress_events_prepare_partitions(at_time timestamptz, ahead integer, back interval) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  made integer := 0;
  wanted timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(7402114);
  FOR wanted IN
    SELECT generate_series(at_time - interval '1 month', at_time + make_interval(months => ahead), interval '1 month')
    UNION
    SELECT DISTINCT date_trunc('month', created, 'UTC') FROM egress_events_default WHERE created >= at_time - back
  LOOP
    IF egress_events_add_partition(wanted) THEN
      made := made + 1;
    END IF;
  END LOOP;
  RETURN made;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION egress_events_add_partition(timestamptz), egress_events_prepare_partitions(timestamptz, integer, interval) FROM PUBLIC;
--> statement-breakpoint
-- A partition for every month that holds rows, and those ingest needs next; then every row, as it was.
SELECT egress_events_add_partition(month)
FROM (SELECT DISTINCT date_trunc('month', created, 'UTC') AS month FROM egress_events_unpartitioned) AS months;
--> statement-breakpoint
SELECT egress_events_prepare_partitions(now(), 2, interval '25 months');
--> statement-breakpoint
INSERT INTO egress_events (tenant_id, id, created, device_id, hostname, username, source, destination,
  destination_type, egress_channel, data_types, content_category, mip_label, data_volume, total_hit_count, policy_id,
  policy_name, policy_verdict, file_name, details, content_fingerprint)
SELECT tenant_id, id, created, device_id, hostname, username, source, destination, destination_type, egress_channel,
  data_types, content_category, mip_label, data_volume, total_hit_count, policy_id, policy_name, policy_verdict,
  file_name, details, content_fingerprint
FROM egress_events_unpartitioned;
--> statement-breakpoint
DROP TABLE egress_events_unpartitioned;
--> statement-breakpoint
CREATE INDEX "egress_events_created_idx" ON "egress_events" USING btree ("tenant_id","created","id");--> statement-breakpoint
CREATE INDEX "egress_events_verdict_created_idx" ON "egress_events" USING btree ("tenant_id","policy_verdict","created","id");--> statement-breakpoint
CREATE INDEX "egress_events_hostname_idx" ON "egress_events" USING btree ("tenant_id","hostname","id");--> statement-breakpoint
CREATE INDEX "egress_events_username_idx" ON "egress_events" USING btree ("tenant_id","username","id");--> statement-breakpoint
CREATE INDEX "egress_events_username_created_idx" ON "egress_events" USING btree ("tenant_id","username","created","id");--> statement-breakpoint
CREATE INDEX "egress_events_hostname_created_idx" ON "egress_events" USING btree ("tenant_id","hostname","created","id");--> statement-breakpoint
CREATE INDEX "egress_events_destination_idx" ON "egress_events" USING btree ("tenant_id","destination","id");--> statement-breakpoint
CREATE INDEX "egress_events_data_volume_idx" ON "egress_events" USING btree ("tenant_id","data_volume","id");--> statement-breakpoint
CREATE INDEX "egress_events_total_hit_count_idx" ON "egress_events" USING btree ("tenant_id","total_hit_count","id");--> statement-breakpoint
CREATE INDEX "egress_events_search_idx" ON "egress_events" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "egress_events_fingerprint_idx" ON "egress_events" USING btree ("tenant_id","content_fingerprint","created") WHERE content_fingerprint IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER egress_filter_options_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION egress_filter_options_add();
--> statement-breakpoint
CREATE TRIGGER egress_filter_options_on_update AFTER UPDATE ON egress_events
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION egress_filter_options_add();
--> statement-breakpoint
ANALYZE egress_events;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
