CREATE TABLE "incident_sla_quarter_hours" (
	"tenant_id" text NOT NULL,
	"bucket" timestamp (3) with time zone NOT NULL,
	"due" timestamp (3) with time zone NOT NULL,
	"raised" integer NOT NULL,
	"acknowledged" integer NOT NULL,
	"acknowledge_seconds" bigint NOT NULL,
	"resolved" integer NOT NULL,
	"resolve_seconds" bigint NOT NULL,
	"missed" integer NOT NULL,
	"pending" integer NOT NULL,
	CONSTRAINT "incident_sla_quarter_hours_tenant_id_bucket_due_pk" PRIMARY KEY("tenant_id","bucket","due")
);
--> statement-breakpoint
CREATE TABLE "tenant_sla_targets" (
	"tenant_id" text NOT NULL,
	"severity" text NOT NULL,
	"acknowledge_minutes" integer NOT NULL,
	"resolve_minutes" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_sla_targets_tenant_id_severity_pk" PRIMARY KEY("tenant_id","severity")
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "acknowledged_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "resolved_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "sla_acknowledge_due" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "sla_resolve_due" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "sla_due" timestamp (3) with time zone GENERATED ALWAYS AS (CASE WHEN status IN ('resolved', 'dismissed') OR sla_resolve_due IS NULL THEN TIMESTAMPTZ '9999-12-31 00:00:00+00'
          WHEN acknowledged_at IS NULL THEN sla_acknowledge_due ELSE sla_resolve_due END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_sla_quarter_hours" ADD CONSTRAINT "incident_sla_quarter_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_sla_targets" ADD CONSTRAINT "tenant_sla_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_sla_due_idx" ON "incidents" USING btree ("tenant_id","sla_due","id");