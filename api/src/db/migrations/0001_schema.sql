CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "roles_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"last_active_user" text DEFAULT '' NOT NULL,
	"operating_system" text NOT NULL,
	"os_version" text DEFAULT '' NOT NULL,
	"cpu_architecture" text NOT NULL,
	"agent_version" text DEFAULT '' NOT NULL,
	"extension_version" text DEFAULT '' NOT NULL,
	"agent_status" text NOT NULL,
	"extension_status" text NOT NULL,
	"agent_disabled" boolean DEFAULT false NOT NULL,
	"agent_disabled_current" boolean DEFAULT false NOT NULL,
	"chrome_extension_disabled" boolean DEFAULT false NOT NULL,
	"chrome_extension_disabled_current" boolean DEFAULT false NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"last_seen" timestamp (3) with time zone NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("hostname", '') || ' ' || coalesce("last_active_user", '') || ' ' || coalesce("operating_system", '') || ' ' || coalesce("agent_version", '') || ' ' || coalesce("extension_version", '') || ' ' || coalesce("ip_address", ''))) STORED,
	CONSTRAINT "devices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
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
	CONSTRAINT "egress_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "incident_ai_summaries" (
	"tenant_id" text NOT NULL,
	"incident_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text NOT NULL,
	"generated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_ai_summaries_tenant_id_incident_id_pk" PRIMARY KEY("tenant_id","incident_id")
);
--> statement-breakpoint
CREATE TABLE "incident_comments" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"author_name" text NOT NULL,
	"message" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_comments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"event_id" uuid,
	"policy_type" text DEFAULT 'protection' NOT NULL,
	"policy_id" uuid,
	"policy_name" text DEFAULT '' NOT NULL,
	"policy_verdict" text NOT NULL,
	"title" text NOT NULL,
	"severity" text NOT NULL,
	"status" text NOT NULL,
	"assigned_to" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"exception_request_status" text,
	"exception_request_type" text,
	"hostname" text NOT NULL,
	"username" text NOT NULL,
	"source" text NOT NULL,
	"destination" text NOT NULL,
	"egress_channel" text NOT NULL,
	"data_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_category" text NOT NULL,
	"mip_label" text DEFAULT '' NOT NULL,
	"data_volume" bigint DEFAULT 0 NOT NULL,
	"total_hit_count" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("title", '') || ' ' || coalesce("hostname", '') || ' ' || coalesce("username", '') || ' ' || coalesce("destination", '') || ' ' || coalesce("policy_name", '') || ' ' || coalesce("source", ''))) STORED,
	CONSTRAINT "incidents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"policy_builder_hidden" boolean DEFAULT false NOT NULL,
	"extra" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "classifications_tenant_id_kind_id_pk" PRIMARY KEY("tenant_id","kind","id")
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"tenant_id" text NOT NULL,
	"list_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_tenant_id_list_id_id_pk" PRIMARY KEY("tenant_id","list_id","id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"list_type" text NOT NULL,
	"entity_type" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED,
	CONSTRAINT "lists_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"policy_type" text DEFAULT 'protection' NOT NULL,
	"status" text NOT NULL,
	"verdict" text NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"definition" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "policies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data_source" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"schedule_cron" text NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"delivery_notification" text DEFAULT 'email' NOT NULL,
	"export_format" text DEFAULT 'csv' NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_run" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "report_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"slot" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"content" text,
	"error" text,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed" timestamp (3) with time zone,
	CONSTRAINT "reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"dashboard_user_id" text NOT NULL,
	"user_identifier" text NOT NULL,
	"page" text NOT NULL,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"object_id" text,
	"object_created" timestamp (3) with time zone,
	"description" text,
	"origin" text DEFAULT 'api' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("user_identifier", '') || ' ' || coalesce("page", '') || ' ' || coalesce("action", '') || ' ' || coalesce("outcome", '') || ' ' || coalesce("object_id", '') || ' ' || coalesce("description", ''))) STORED,
	CONSTRAINT "audit_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "feature_flag_overrides" (
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"value" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flag_overrides_tenant_id_name_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"grid" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_filters_tenant_id_user_id_id_pk" PRIMARY KEY("tenant_id","user_id","id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_events" ADD CONSTRAINT "egress_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_ai_summaries" ADD CONSTRAINT "incident_ai_summaries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_ai_summaries" ADD CONSTRAINT "incident_ai_summaries_tenant_id_incident_id_incidents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incident_id") REFERENCES "public"."incidents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_comments" ADD CONSTRAINT "incident_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_comments" ADD CONSTRAINT "incident_comments_tenant_id_incident_id_incidents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","incident_id") REFERENCES "public"."incidents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifications" ADD CONSTRAINT "classifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_tenant_id_list_id_lists_tenant_id_id_fk" FOREIGN KEY ("tenant_id","list_id") REFERENCES "public"."lists"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_tenant_id_template_id_report_templates_tenant_id_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."report_templates"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_overrides" ADD CONSTRAINT "feature_flag_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_id_key" ON "users" USING btree (lower("login_id"));--> statement-breakpoint
CREATE INDEX "devices_last_seen_idx" ON "devices" USING btree ("tenant_id","last_seen","id");--> statement-breakpoint
CREATE INDEX "devices_hostname_idx" ON "devices" USING btree ("tenant_id","hostname","id");--> statement-breakpoint
CREATE INDEX "devices_last_active_user_idx" ON "devices" USING btree ("tenant_id","last_active_user","id");--> statement-breakpoint
CREATE INDEX "devices_agent_version_idx" ON "devices" USING btree ("tenant_id","agent_version","id");--> statement-breakpoint
CREATE INDEX "devices_search_idx" ON "devices" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "egress_events_created_idx" ON "egress_events" USING btree ("tenant_id","created","id");--> statement-breakpoint
CREATE INDEX "egress_events_verdict_created_idx" ON "egress_events" USING btree ("tenant_id","policy_verdict","created","id");--> statement-breakpoint
CREATE INDEX "egress_events_hostname_idx" ON "egress_events" USING btree ("tenant_id","hostname","id");--> statement-breakpoint
CREATE INDEX "egress_events_username_idx" ON "egress_events" USING btree ("tenant_id","username","id");--> statement-breakpoint
CREATE INDEX "egress_events_destination_idx" ON "egress_events" USING btree ("tenant_id","destination","id");--> statement-breakpoint
CREATE INDEX "egress_events_data_volume_idx" ON "egress_events" USING btree ("tenant_id","data_volume","id");--> statement-breakpoint
CREATE INDEX "egress_events_search_idx" ON "egress_events" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incident_comments_incident_idx" ON "incident_comments" USING btree ("tenant_id","incident_id","created","id");--> statement-breakpoint
CREATE INDEX "incidents_created_idx" ON "incidents" USING btree ("tenant_id","created","id");--> statement-breakpoint
CREATE INDEX "incidents_severity_idx" ON "incidents" USING btree ("tenant_id","severity","id");--> statement-breakpoint
CREATE INDEX "incidents_status_idx" ON "incidents" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "incidents_hostname_idx" ON "incidents" USING btree ("tenant_id","hostname","id");--> statement-breakpoint
CREATE INDEX "incidents_event_idx" ON "incidents" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "incidents_search_idx" ON "incidents" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_value_key" ON "list_items" USING btree ("tenant_id","list_id","value");--> statement-breakpoint
CREATE INDEX "list_items_search_idx" ON "list_items" USING gin ("tenant_id",lower("value") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "lists_name_key" ON "lists" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "lists_entity_type_idx" ON "lists" USING btree ("tenant_id","entity_type","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_name_key" ON "policies" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "policies_type_priority_idx" ON "policies" USING btree ("tenant_id","policy_type","priority","id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_templates_name_key" ON "report_templates" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "report_templates_created_idx" ON "report_templates" USING btree ("tenant_id","created","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_template_slot_key" ON "reports" USING btree ("tenant_id","template_id","slot");--> statement-breakpoint
CREATE INDEX "reports_template_created_idx" ON "reports" USING btree ("tenant_id","template_id","created","id");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("tenant_id","created","id");--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("tenant_id","user_identifier","id");--> statement-breakpoint
CREATE INDEX "audit_logs_page_idx" ON "audit_logs" USING btree ("tenant_id","page","id");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("tenant_id","action","id");--> statement-breakpoint
CREATE INDEX "audit_logs_outcome_idx" ON "audit_logs" USING btree ("tenant_id","outcome","id");--> statement-breakpoint
CREATE INDEX "audit_logs_search_idx" ON "audit_logs" USING gin ("tenant_id","search_text" gin_trgm_ops);