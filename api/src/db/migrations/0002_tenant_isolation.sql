-- The API queries tenant-owned tables as console_app, a role that owns nothing, inside a transaction that sets
-- app.tenant_id; row-level security (enabled and forced) lets it see and write only that tenant's rows.
-- The owner (migrations, demo data, user-directory lookups) gets rows only when it sets app.maintenance = 'on'.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'console_app') THEN
    CREATE ROLE console_app NOLOGIN NOINHERIT;
  END IF;
END
$$;
--> statement-breakpoint
GRANT console_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO console_app;
--> statement-breakpoint
GRANT SELECT ON tenants TO console_app;
--> statement-breakpoint
GRANT SELECT (id, email, name) ON users TO console_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON roles TO console_app;
--> statement-breakpoint
ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON roles USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON roles TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON memberships TO console_app;
--> statement-breakpoint
ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON memberships USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON memberships TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON devices TO console_app;
--> statement-breakpoint
ALTER TABLE devices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE devices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON devices USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON devices TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON egress_events TO console_app;
--> statement-breakpoint
ALTER TABLE egress_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_events USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON egress_events TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON incidents TO console_app;
--> statement-breakpoint
ALTER TABLE incidents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incidents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incidents USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON incidents TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON incident_comments TO console_app;
--> statement-breakpoint
ALTER TABLE incident_comments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_comments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_comments USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON incident_comments TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON incident_ai_summaries TO console_app;
--> statement-breakpoint
ALTER TABLE incident_ai_summaries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_ai_summaries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_ai_summaries USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON incident_ai_summaries TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON policies TO console_app;
--> statement-breakpoint
ALTER TABLE policies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE policies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON policies USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON policies TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON lists TO console_app;
--> statement-breakpoint
ALTER TABLE lists ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE lists FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON lists USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON lists TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON list_items TO console_app;
--> statement-breakpoint
ALTER TABLE list_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE list_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON list_items USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON list_items TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON classifications TO console_app;
--> statement-breakpoint
ALTER TABLE classifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE classifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON classifications USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON classifications TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON report_templates TO console_app;
--> statement-breakpoint
ALTER TABLE report_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE report_templates FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON report_templates USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON report_templates TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON reports TO console_app;
--> statement-breakpoint
ALTER TABLE reports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE reports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON reports USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON reports TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON audit_logs TO console_app;
--> statement-breakpoint
ALTER TABLE audit_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_logs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_logs USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON audit_logs TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON feature_flag_overrides TO console_app;
--> statement-breakpoint
ALTER TABLE feature_flag_overrides ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE feature_flag_overrides FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON feature_flag_overrides USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON feature_flag_overrides TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON saved_filters TO console_app;
--> statement-breakpoint
ALTER TABLE saved_filters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE saved_filters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON saved_filters USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON saved_filters TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
