CREATE TABLE "outbox_messages" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"requested_by" text NOT NULL,
	"incident_id" uuid,
	CONSTRAINT "outbox_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
DROP INDEX "incidents_severity_idx";--> statement-breakpoint
ALTER TABLE "incident_ai_summaries" ADD COLUMN "generator" text DEFAULT 'built-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_ai_summaries" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_ai_summaries" ADD COLUMN "incident_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "severity_rank" smallint GENERATED ALWAYS AS (CASE severity WHEN 'high' THEN 3 WHEN 'medium' THEN 2 WHEN 'low' THEN 1 ELSE 0 END) STORED;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "assignee_sort" text GENERATED ALWAYS AS (coalesce(assigned_to, '')) STORED;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("tenant_id","created","id");--> statement-breakpoint
CREATE INDEX "incidents_updated_idx" ON "incidents" USING btree ("tenant_id","updated","id");--> statement-breakpoint
CREATE INDEX "incidents_severity_rank_idx" ON "incidents" USING btree ("tenant_id","severity_rank","id");--> statement-breakpoint
CREATE INDEX "incidents_assignee_idx" ON "incidents" USING btree ("tenant_id","assignee_sort","id");--> statement-breakpoint
CREATE INDEX "incidents_username_idx" ON "incidents" USING btree ("tenant_id","username","id");--> statement-breakpoint
CREATE INDEX "incidents_destination_idx" ON "incidents" USING btree ("tenant_id","destination","id");--> statement-breakpoint
CREATE INDEX "incidents_egress_channel_idx" ON "incidents" USING btree ("tenant_id","egress_channel","id");--> statement-breakpoint
CREATE INDEX "incidents_policy_verdict_idx" ON "incidents" USING btree ("tenant_id","policy_verdict","id");--> statement-breakpoint
CREATE INDEX "incidents_data_volume_idx" ON "incidents" USING btree ("tenant_id","data_volume","id");--> statement-breakpoint
CREATE INDEX "incidents_total_hit_count_idx" ON "incidents" USING btree ("tenant_id","total_hit_count","id");--> statement-breakpoint
CREATE INDEX "incidents_severity_idx" ON "incidents" USING btree ("tenant_id","severity","created","id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON outbox_messages TO console_app;
--> statement-breakpoint
ALTER TABLE outbox_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE outbox_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON outbox_messages USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON outbox_messages TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
