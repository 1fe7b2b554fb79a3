CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "report_templates_name_key";--> statement-breakpoint
ALTER TABLE "report_templates" ADD COLUMN "time_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "trigger" text DEFAULT 'schedule' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "size_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "started" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "report_templates_name_idx" ON "report_templates" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("tenant_id","status","completed");--> statement-breakpoint
-- Hand-written below. The link-signing key all replicas share: 244 random bits from pg_strong_random (two v4 uuids),
-- readable by the owner only (the API's console_app role gets nothing).
REVOKE ALL ON "app_secrets" FROM PUBLIC;--> statement-breakpoint
INSERT INTO "app_secrets" ("name", "value")
  VALUES ('report-links', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Reports became files: rows from before have none to download, and 'completed' is now 'ready'.
UPDATE "reports" SET "status" = 'ready' WHERE "status" = 'completed';
