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
ALTER TABLE "incident_sla_quarter_hours" ADD CONSTRAINT "incident_sla_quarter_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;