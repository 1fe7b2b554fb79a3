CREATE TABLE "incident_counts_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"severity" text NOT NULL,
	"status" text NOT NULL,
	"incidents" integer NOT NULL,
	CONSTRAINT "incident_counts_daily_tenant_id_day_severity_status_pk" PRIMARY KEY("tenant_id","day","severity","status")
);
--> statement-breakpoint
CREATE TABLE "incident_counts_hourly" (
	"tenant_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"severity" text NOT NULL,
	"status" text NOT NULL,
	"incidents" integer NOT NULL,
	CONSTRAINT "incident_counts_hourly_tenant_id_hour_severity_status_pk" PRIMARY KEY("tenant_id","hour","severity","status")
);
--> statement-breakpoint
ALTER TABLE "incident_counts_daily" ADD CONSTRAINT "incident_counts_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_counts_hourly" ADD CONSTRAINT "incident_counts_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;