DROP INDEX "policy_templates_name_key";--> statement-breakpoint
ALTER TABLE "policy_templates" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_templates" ADD CONSTRAINT "policy_templates_group_id_tenant_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tenant_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_templates_owner_name_key" ON "policy_templates" USING btree (coalesce("group_id"::text, ''),"name");--> statement-breakpoint
CREATE INDEX "policy_templates_group" ON "policy_templates" USING btree ("group_id");