CREATE TABLE "policy_template_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"target_tenant" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text NOT NULL,
	"by_id" text NOT NULL,
	"by_name" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_template_versions" (
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"source_tenant" text NOT NULL,
	"saved_by_id" text NOT NULL,
	"saved_by_name" text NOT NULL,
	"saved" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_template_versions_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "policy_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "template_version" integer;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "template_key" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "template_version" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "template_key" text;--> statement-breakpoint
ALTER TABLE "policy_template_pushes" ADD CONSTRAINT "policy_template_pushes_template_id_policy_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."policy_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_template_versions" ADD CONSTRAINT "policy_template_versions_template_id_policy_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."policy_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_template_pushes_template" ON "policy_template_pushes" USING btree ("template_id","target_tenant","at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_templates_name_key" ON "policy_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "lists_template_idx" ON "lists" USING btree ("tenant_id","template_id","template_key");--> statement-breakpoint
CREATE INDEX "policies_template_idx" ON "policies" USING btree ("tenant_id","template_id","template_key");