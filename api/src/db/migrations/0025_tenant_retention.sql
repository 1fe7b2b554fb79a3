CREATE TABLE "tenant_retention" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"events_days" integer NOT NULL,
	"incidents_days" integer NOT NULL,
	"evidence_days" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_retention" ADD CONSTRAINT "tenant_retention_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;