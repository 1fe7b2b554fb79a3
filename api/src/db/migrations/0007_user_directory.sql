CREATE TABLE "directory_group_members" (
	"tenant_id" text NOT NULL,
	"group_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "directory_group_members_tenant_id_group_id_member_id_pk" PRIMARY KEY("tenant_id","group_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "directory_groups" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"external_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "directory_users" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"external_id" text,
	"display_name" text DEFAULT '' NOT NULL,
	"given_name" text,
	"family_name" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_used" timestamp (3) with time zone,
	CONSTRAINT "scim_tokens_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_group_members" ADD CONSTRAINT "directory_group_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_group_members" ADD CONSTRAINT "directory_group_members_tenant_id_group_id_directory_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."directory_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_group_members" ADD CONSTRAINT "directory_group_members_tenant_id_member_id_directory_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","member_id") REFERENCES "public"."directory_users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_groups" ADD CONSTRAINT "directory_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_users" ADD CONSTRAINT "directory_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_users" ADD CONSTRAINT "directory_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_group_members_member_idx" ON "directory_group_members" USING btree ("tenant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_groups_name_key" ON "directory_groups" USING btree ("tenant_id",lower("display_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "directory_users_user_name_key" ON "directory_users" USING btree ("tenant_id",lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "directory_users_user_key" ON "directory_users" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "directory_users_external_idx" ON "directory_users" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_hash_key" ON "scim_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON scim_tokens TO console_app;
--> statement-breakpoint
ALTER TABLE scim_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE scim_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON scim_tokens USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON scim_tokens TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON directory_users TO console_app;
--> statement-breakpoint
ALTER TABLE directory_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE directory_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON directory_users USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON directory_users TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON directory_groups TO console_app;
--> statement-breakpoint
ALTER TABLE directory_groups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE directory_groups FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON directory_groups USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON directory_groups TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON directory_group_members TO console_app;
--> statement-breakpoint
ALTER TABLE directory_group_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE directory_group_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON directory_group_members USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON directory_group_members TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
-- Users are global (one person, several tenants) and console_app may read only their id, email and name. Inviting
-- someone and SCIM provisioning need two narrow writes, done by these functions as the owner: find or create a user
-- by login id, and give a first password to a member of the caller's tenant who has none yet.
CREATE FUNCTION console_ensure_user(p_login_id text, p_name text)
  RETURNS TABLE (user_id text, has_password boolean)
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO users (id, login_id, email, name)
    VALUES ('U' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 27)), p_login_id, lower(p_login_id), p_name)
    ON CONFLICT ((lower(login_id))) DO NOTHING;
  RETURN QUERY SELECT u.id, u.password_hash IS NOT NULL FROM users u WHERE lower(u.login_id) = lower(p_login_id);
END
$$;
--> statement-breakpoint
CREATE FUNCTION console_set_first_password(p_user_id text, p_hash text)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed integer;
BEGIN
  -- The memberships policy still applies here: only a member of the caller's tenant qualifies.
  UPDATE users SET password_hash = p_hash
    WHERE id = p_user_id AND password_hash IS NULL
      AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = p_user_id
        AND m.tenant_id = current_setting('app.tenant_id', true));
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed = 1;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION console_ensure_user(text, text) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION console_set_first_password(text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION console_ensure_user(text, text) TO console_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION console_set_first_password(text, text) TO console_app;
