CREATE TABLE "ingest_hourly" (
	"tenant_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "ingest_hourly_tenant_id_hour_pk" PRIMARY KEY("tenant_id","hour")
);
--> statement-breakpoint
CREATE TABLE "open_incidents_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"severity" text NOT NULL,
	"incidents" integer NOT NULL,
	CONSTRAINT "open_incidents_daily_tenant_id_day_severity_pk" PRIMARY KEY("tenant_id","day","severity")
);
--> statement-breakpoint
ALTER TABLE "ingest_hourly" ADD CONSTRAINT "ingest_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_incidents_daily" ADD CONSTRAINT "open_incidents_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;