CREATE TABLE "tenant_group_grants" (
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"granted_by" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_group_grants_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_group_tenants" (
	"group_id" uuid NOT NULL,
	"member_tenant_id" text NOT NULL,
	CONSTRAINT "tenant_group_tenants_group_id_member_tenant_id_pk" PRIMARY KEY("group_id","member_tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_group_grants" ADD CONSTRAINT "tenant_group_grants_group_id_tenant_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tenant_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_group_grants" ADD CONSTRAINT "tenant_group_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_group_tenants" ADD CONSTRAINT "tenant_group_tenants_group_id_tenant_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tenant_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_group_tenants" ADD CONSTRAINT "tenant_group_tenants_member_tenant_id_tenants_id_fk" FOREIGN KEY ("member_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_group_grants_user" ON "tenant_group_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenant_group_tenants_tenant" ON "tenant_group_tenants" USING btree ("member_tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_groups_name_key" ON "tenant_groups" USING btree (lower("name"));--> statement-breakpoint
-- The role of cross-tenant reads over a scope of tenants (schema/rls.ts, SCOPE_ROLE): it owns nothing, and the
-- row-level security migration gives it SELECT and its tenant_scope policy on the tables declared with scopeReads.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'console_scope') THEN
    CREATE ROLE console_scope NOLOGIN NOINHERIT;
  END IF;
END
$$;
--> statement-breakpoint
GRANT console_scope TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO console_scope;
