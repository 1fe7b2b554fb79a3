CREATE TABLE "content_activities" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"occurred" timestamp (3) with time zone NOT NULL,
	"kind" text NOT NULL,
	"device_id" uuid,
	"hostname" text DEFAULT '' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"application" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"previous_name" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_activities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "evidence_objects" (
	"tenant_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"event_created" timestamp (3) with time zone NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"stored" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_objects_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "evidence_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"keep_evidence" boolean NOT NULL,
	"retention_days" integer NOT NULL,
	"redact_snippets" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "egress_events" ADD COLUMN "content_fingerprint" text;--> statement-breakpoint
ALTER TABLE "content_activities" ADD CONSTRAINT "content_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_objects" ADD CONSTRAINT "evidence_objects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_settings" ADD CONSTRAINT "evidence_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_activities_fingerprint_idx" ON "content_activities" USING btree ("tenant_id","fingerprint","occurred");--> statement-breakpoint
CREATE INDEX "evidence_objects_stored_idx" ON "evidence_objects" USING btree ("tenant_id","stored");--> statement-breakpoint
CREATE INDEX "egress_events_fingerprint_idx" ON "egress_events" USING btree ("tenant_id","content_fingerprint","created") WHERE content_fingerprint IS NOT NULL;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON content_activities TO console_app;
--> statement-breakpoint
ALTER TABLE content_activities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE content_activities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON content_activities USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON content_activities TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON evidence_objects TO console_app;
--> statement-breakpoint
ALTER TABLE evidence_objects ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE evidence_objects FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON evidence_objects USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON evidence_objects TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON evidence_settings TO console_app;
--> statement-breakpoint
ALTER TABLE evidence_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE evidence_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON evidence_settings USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON evidence_settings TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
