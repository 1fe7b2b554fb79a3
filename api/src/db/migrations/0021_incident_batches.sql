CREATE TABLE "incident_batch_items" (
	"tenant_id" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"previous" jsonb,
	"version_after" integer,
	CONSTRAINT "incident_batch_items_tenant_id_batch_id_incident_id_pk" PRIMARY KEY("tenant_id","batch_id","incident_id")
);
--> statement-breakpoint
CREATE TABLE "incident_batches" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"requested_by" text NOT NULL,
	"state" text NOT NULL,
	"changes" jsonb NOT NULL,
	"target" text NOT NULL,
	"count" integer NOT NULL,
	"approval_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"decided_by" text,
	"decided" timestamp (3) with time zone,
	"applied" timestamp (3) with time zone,
	"updated_count" integer,
	"undone_by" text,
	"undone" timestamp (3) with time zone,
	CONSTRAINT "incident_batches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "incident_batch_items" ADD CONSTRAINT "incident_batch_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_batch_items" ADD CONSTRAINT "incident_batch_items_tenant_id_batch_id_incident_batches_tenant_id_id_fk" FOREIGN KEY ("tenant_id","batch_id") REFERENCES "public"."incident_batches"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_batches" ADD CONSTRAINT "incident_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_batches_state_idx" ON "incident_batches" USING btree ("tenant_id","state","created");