CREATE TABLE "tenant_lifecycle_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"by_id" text NOT NULL,
	"by_name" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "email_domains" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "deletion_due_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "tenant_lifecycle_events_at" ON "tenant_lifecycle_events" USING btree ("at");