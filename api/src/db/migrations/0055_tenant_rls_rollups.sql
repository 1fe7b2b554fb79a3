-- Written by `npm run db:rls` (api/scripts/rls.ts) from the declarations next to the drizzle tables
-- (api/src/db/schema: access in schema/rls.ts, rollups in schema/rollups.ts): do not edit; change a
-- declaration and run it again.
GRANT USAGE ON SCHEMA public TO console_app;
--> statement-breakpoint
ALTER TABLE audit_chain_heads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_chain_heads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON audit_chain_heads;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_chain_heads USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON audit_chain_heads;
--> statement-breakpoint
CREATE POLICY maintenance ON audit_chain_heads TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON audit_chain_heads;
--> statement-breakpoint
REVOKE ALL ON audit_chain_heads FROM console_app;
--> statement-breakpoint
REVOKE ALL ON audit_chain_heads FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON audit_chain_heads TO console_app;
--> statement-breakpoint
ALTER TABLE audit_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_logs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON audit_logs;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_logs USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON audit_logs;
--> statement-breakpoint
CREATE POLICY maintenance ON audit_logs TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON audit_logs;
--> statement-breakpoint
REVOKE ALL ON audit_logs FROM console_app;
--> statement-breakpoint
REVOKE ALL ON audit_logs FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_logs TO console_app;
--> statement-breakpoint
ALTER TABLE classifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE classifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON classifications;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON classifications USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON classifications;
--> statement-breakpoint
CREATE POLICY maintenance ON classifications TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON classifications;
--> statement-breakpoint
REVOKE ALL ON classifications FROM console_app;
--> statement-breakpoint
REVOKE ALL ON classifications FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON classifications TO console_app;
--> statement-breakpoint
ALTER TABLE content_activities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE content_activities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON content_activities;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON content_activities USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON content_activities;
--> statement-breakpoint
CREATE POLICY maintenance ON content_activities TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON content_activities;
--> statement-breakpoint
REVOKE ALL ON content_activities FROM console_app;
--> statement-breakpoint
REVOKE ALL ON content_activities FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON content_activities TO console_app;
--> statement-breakpoint
ALTER TABLE devices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE devices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON devices;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON devices USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON devices;
--> statement-breakpoint
CREATE POLICY maintenance ON devices TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON devices;
--> statement-breakpoint
CREATE POLICY tenant_scope ON devices FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON devices FROM console_app;
--> statement-breakpoint
REVOKE ALL ON devices FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON devices TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON devices TO console_app;
--> statement-breakpoint
ALTER TABLE directory_group_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE directory_group_members FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON directory_group_members;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON directory_group_members USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON directory_group_members;
--> statement-breakpoint
CREATE POLICY maintenance ON directory_group_members TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON directory_group_members;
--> statement-breakpoint
REVOKE ALL ON directory_group_members FROM console_app;
--> statement-breakpoint
REVOKE ALL ON directory_group_members FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON directory_group_members TO console_app;
--> statement-breakpoint
ALTER TABLE directory_groups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE directory_groups FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON directory_groups;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON directory_groups USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON directory_groups;
--> statement-breakpoint
CREATE POLICY maintenance ON directory_groups TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON directory_groups;
--> statement-breakpoint
REVOKE ALL ON directory_groups FROM console_app;
--> statement-breakpoint
REVOKE ALL ON directory_groups FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON directory_groups TO console_app;
--> statement-breakpoint
ALTER TABLE directory_users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE directory_users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON directory_users;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON directory_users USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON directory_users;
--> statement-breakpoint
CREATE POLICY maintenance ON directory_users TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON directory_users;
--> statement-breakpoint
REVOKE ALL ON directory_users FROM console_app;
--> statement-breakpoint
REVOKE ALL ON directory_users FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON directory_users TO console_app;
--> statement-breakpoint
ALTER TABLE egress_ai_data_types_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_ai_data_types_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_ai_data_types_daily;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_ai_data_types_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_ai_data_types_daily;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_ai_data_types_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_ai_data_types_daily;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_ai_data_types_daily FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_ai_data_types_daily FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_ai_data_types_daily FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_ai_data_types_daily TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_ai_data_types_daily TO console_app;
--> statement-breakpoint
ALTER TABLE egress_ai_data_types_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_ai_data_types_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_ai_data_types_hourly;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_ai_data_types_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_ai_data_types_hourly;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_ai_data_types_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_ai_data_types_hourly;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_ai_data_types_hourly FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_ai_data_types_hourly FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_ai_data_types_hourly FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_ai_data_types_hourly TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_ai_data_types_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE egress_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_daily;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_daily;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_daily;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_daily FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_daily FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_daily FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_daily TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_daily TO console_app;
--> statement-breakpoint
ALTER TABLE egress_education_firsts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_education_firsts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_education_firsts;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_education_firsts USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_education_firsts;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_education_firsts TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_education_firsts;
--> statement-breakpoint
REVOKE ALL ON egress_education_firsts FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_education_firsts FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_education_firsts TO console_app;
--> statement-breakpoint
ALTER TABLE egress_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_events;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_events USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_events;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_events TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_events;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_events FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_events FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_events FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_events TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON egress_events TO console_app;
--> statement-breakpoint
DO $$
DECLARE
  part regclass;
BEGIN
  FOR part IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'egress_events'::regclass LOOP
    EXECUTE format('REVOKE ALL ON %s FROM console_app, console_scope', part);
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE egress_filter_options ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_filter_options FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_filter_options;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_filter_options USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_filter_options;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_filter_options TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_filter_options;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_filter_options FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_filter_options FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_filter_options FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_filter_options TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT ON egress_filter_options TO console_app;
--> statement-breakpoint
ALTER TABLE egress_flow_users_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_flow_users_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_flow_users_daily;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_flow_users_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_flow_users_daily;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_flow_users_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_flow_users_daily;
--> statement-breakpoint
REVOKE ALL ON egress_flow_users_daily FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_flow_users_daily FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_flow_users_daily TO console_app;
--> statement-breakpoint
ALTER TABLE egress_flow_users_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_flow_users_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_flow_users_hourly;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_flow_users_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_flow_users_hourly;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_flow_users_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_flow_users_hourly;
--> statement-breakpoint
REVOKE ALL ON egress_flow_users_hourly FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_flow_users_hourly FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_flow_users_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE egress_flows_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_flows_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_flows_daily;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_flows_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_flows_daily;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_flows_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_flows_daily;
--> statement-breakpoint
REVOKE ALL ON egress_flows_daily FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_flows_daily FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_flows_daily TO console_app;
--> statement-breakpoint
ALTER TABLE egress_flows_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_flows_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_flows_hourly;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_flows_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_flows_hourly;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_flows_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_flows_hourly;
--> statement-breakpoint
REVOKE ALL ON egress_flows_hourly FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_flows_hourly FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_flows_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE egress_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_hourly;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_hourly;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_hourly;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_hourly FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_hourly FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_hourly FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_hourly TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE egress_policies_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_policies_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_policies_daily;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_policies_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_policies_daily;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_policies_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_policies_daily;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_policies_daily FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_policies_daily FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_policies_daily FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_policies_daily TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_policies_daily TO console_app;
--> statement-breakpoint
ALTER TABLE egress_policies_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_policies_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_policies_hourly;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_policies_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_policies_hourly;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_policies_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_policies_hourly;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_policies_hourly FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_policies_hourly FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_policies_hourly FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_policies_hourly TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_policies_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE egress_sensitive_quarter_hours ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_sensitive_quarter_hours FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_sensitive_quarter_hours;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_sensitive_quarter_hours USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_sensitive_quarter_hours;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_sensitive_quarter_hours TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_sensitive_quarter_hours;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_sensitive_quarter_hours FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_sensitive_quarter_hours FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_sensitive_quarter_hours FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_sensitive_quarter_hours TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_sensitive_quarter_hours TO console_app;
--> statement-breakpoint
ALTER TABLE egress_user_numbers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_user_numbers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_user_numbers;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_user_numbers USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_user_numbers;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_user_numbers TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_user_numbers;
--> statement-breakpoint
REVOKE ALL ON egress_user_numbers FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_user_numbers FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT ON egress_user_numbers TO console_app;
--> statement-breakpoint
ALTER TABLE egress_violators_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_violators_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_violators_daily;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_violators_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_violators_daily;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_violators_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_violators_daily;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_violators_daily FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_violators_daily FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_violators_daily FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_violators_daily TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_violators_daily TO console_app;
--> statement-breakpoint
ALTER TABLE egress_violators_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE egress_violators_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON egress_violators_hourly;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON egress_violators_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON egress_violators_hourly;
--> statement-breakpoint
CREATE POLICY maintenance ON egress_violators_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON egress_violators_hourly;
--> statement-breakpoint
CREATE POLICY tenant_scope ON egress_violators_hourly FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON egress_violators_hourly FROM console_app;
--> statement-breakpoint
REVOKE ALL ON egress_violators_hourly FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON egress_violators_hourly TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON egress_violators_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE enrolment_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE enrolment_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON enrolment_tokens;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON enrolment_tokens USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON enrolment_tokens;
--> statement-breakpoint
CREATE POLICY maintenance ON enrolment_tokens TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON enrolment_tokens;
--> statement-breakpoint
REVOKE ALL ON enrolment_tokens FROM console_app;
--> statement-breakpoint
REVOKE ALL ON enrolment_tokens FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON enrolment_tokens TO console_app;
--> statement-breakpoint
ALTER TABLE evidence_objects ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE evidence_objects FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON evidence_objects;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON evidence_objects USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON evidence_objects;
--> statement-breakpoint
CREATE POLICY maintenance ON evidence_objects TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON evidence_objects;
--> statement-breakpoint
REVOKE ALL ON evidence_objects FROM console_app;
--> statement-breakpoint
REVOKE ALL ON evidence_objects FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON evidence_objects TO console_app;
--> statement-breakpoint
ALTER TABLE evidence_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE evidence_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON evidence_settings;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON evidence_settings USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON evidence_settings;
--> statement-breakpoint
CREATE POLICY maintenance ON evidence_settings TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON evidence_settings;
--> statement-breakpoint
REVOKE ALL ON evidence_settings FROM console_app;
--> statement-breakpoint
REVOKE ALL ON evidence_settings FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON evidence_settings TO console_app;
--> statement-breakpoint
ALTER TABLE feature_flag_overrides ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE feature_flag_overrides FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON feature_flag_overrides;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON feature_flag_overrides USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON feature_flag_overrides;
--> statement-breakpoint
CREATE POLICY maintenance ON feature_flag_overrides TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON feature_flag_overrides;
--> statement-breakpoint
REVOKE ALL ON feature_flag_overrides FROM console_app;
--> statement-breakpoint
REVOKE ALL ON feature_flag_overrides FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON feature_flag_overrides TO console_app;
--> statement-breakpoint
ALTER TABLE incident_ai_summaries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_ai_summaries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incident_ai_summaries;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_ai_summaries USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incident_ai_summaries;
--> statement-breakpoint
CREATE POLICY maintenance ON incident_ai_summaries TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incident_ai_summaries;
--> statement-breakpoint
REVOKE ALL ON incident_ai_summaries FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incident_ai_summaries FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON incident_ai_summaries TO console_app;
--> statement-breakpoint
ALTER TABLE incident_batch_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_batch_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incident_batch_items;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_batch_items USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incident_batch_items;
--> statement-breakpoint
CREATE POLICY maintenance ON incident_batch_items TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incident_batch_items;
--> statement-breakpoint
REVOKE ALL ON incident_batch_items FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incident_batch_items FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON incident_batch_items TO console_app;
--> statement-breakpoint
ALTER TABLE incident_batches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_batches FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incident_batches;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_batches USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incident_batches;
--> statement-breakpoint
CREATE POLICY maintenance ON incident_batches TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incident_batches;
--> statement-breakpoint
REVOKE ALL ON incident_batches FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incident_batches FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON incident_batches TO console_app;
--> statement-breakpoint
ALTER TABLE incident_comments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_comments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incident_comments;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_comments USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incident_comments;
--> statement-breakpoint
CREATE POLICY maintenance ON incident_comments TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incident_comments;
--> statement-breakpoint
REVOKE ALL ON incident_comments FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incident_comments FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON incident_comments TO console_app;
--> statement-breakpoint
ALTER TABLE incident_counts_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_counts_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incident_counts_daily;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_counts_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incident_counts_daily;
--> statement-breakpoint
CREATE POLICY maintenance ON incident_counts_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incident_counts_daily;
--> statement-breakpoint
CREATE POLICY tenant_scope ON incident_counts_daily FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON incident_counts_daily FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incident_counts_daily FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON incident_counts_daily TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON incident_counts_daily TO console_app;
--> statement-breakpoint
ALTER TABLE incident_counts_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_counts_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incident_counts_hourly;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_counts_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incident_counts_hourly;
--> statement-breakpoint
CREATE POLICY maintenance ON incident_counts_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incident_counts_hourly;
--> statement-breakpoint
CREATE POLICY tenant_scope ON incident_counts_hourly FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON incident_counts_hourly FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incident_counts_hourly FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON incident_counts_hourly TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON incident_counts_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE incident_quarter_hours ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_quarter_hours FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incident_quarter_hours;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_quarter_hours USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incident_quarter_hours;
--> statement-breakpoint
CREATE POLICY maintenance ON incident_quarter_hours TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incident_quarter_hours;
--> statement-breakpoint
CREATE POLICY tenant_scope ON incident_quarter_hours FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON incident_quarter_hours FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incident_quarter_hours FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON incident_quarter_hours TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON incident_quarter_hours TO console_app;
--> statement-breakpoint
ALTER TABLE incident_sla_quarter_hours ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_sla_quarter_hours FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incident_sla_quarter_hours;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incident_sla_quarter_hours USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incident_sla_quarter_hours;
--> statement-breakpoint
CREATE POLICY maintenance ON incident_sla_quarter_hours TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incident_sla_quarter_hours;
--> statement-breakpoint
CREATE POLICY tenant_scope ON incident_sla_quarter_hours FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON incident_sla_quarter_hours FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incident_sla_quarter_hours FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON incident_sla_quarter_hours TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON incident_sla_quarter_hours TO console_app;
--> statement-breakpoint
ALTER TABLE incidents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incidents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON incidents;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incidents USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON incidents;
--> statement-breakpoint
CREATE POLICY maintenance ON incidents TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON incidents;
--> statement-breakpoint
CREATE POLICY tenant_scope ON incidents FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON incidents FROM console_app;
--> statement-breakpoint
REVOKE ALL ON incidents FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON incidents TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON incidents TO console_app;
--> statement-breakpoint
ALTER TABLE ingest_hourly ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ingest_hourly FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON ingest_hourly;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ingest_hourly USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON ingest_hourly;
--> statement-breakpoint
CREATE POLICY maintenance ON ingest_hourly TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON ingest_hourly;
--> statement-breakpoint
CREATE POLICY tenant_scope ON ingest_hourly FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON ingest_hourly FROM console_app;
--> statement-breakpoint
REVOKE ALL ON ingest_hourly FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON ingest_hourly TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON ingest_hourly TO console_app;
--> statement-breakpoint
ALTER TABLE list_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE list_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON list_items;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON list_items USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON list_items;
--> statement-breakpoint
CREATE POLICY maintenance ON list_items TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON list_items;
--> statement-breakpoint
REVOKE ALL ON list_items FROM console_app;
--> statement-breakpoint
REVOKE ALL ON list_items FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON list_items TO console_app;
--> statement-breakpoint
ALTER TABLE lists ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE lists FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON lists;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON lists USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON lists;
--> statement-breakpoint
CREATE POLICY maintenance ON lists TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON lists;
--> statement-breakpoint
REVOKE ALL ON lists FROM console_app;
--> statement-breakpoint
REVOKE ALL ON lists FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON lists TO console_app;
--> statement-breakpoint
ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON memberships;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON memberships USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON memberships;
--> statement-breakpoint
CREATE POLICY maintenance ON memberships TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON memberships;
--> statement-breakpoint
CREATE POLICY tenant_scope ON memberships FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON memberships FROM console_app;
--> statement-breakpoint
REVOKE ALL ON memberships FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON memberships TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON memberships TO console_app;
--> statement-breakpoint
ALTER TABLE open_incidents_daily ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE open_incidents_daily FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON open_incidents_daily;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON open_incidents_daily USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON open_incidents_daily;
--> statement-breakpoint
CREATE POLICY maintenance ON open_incidents_daily TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON open_incidents_daily;
--> statement-breakpoint
CREATE POLICY tenant_scope ON open_incidents_daily FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON open_incidents_daily FROM console_app;
--> statement-breakpoint
REVOKE ALL ON open_incidents_daily FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON open_incidents_daily TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON open_incidents_daily TO console_app;
--> statement-breakpoint
ALTER TABLE outbox_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE outbox_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON outbox_messages;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON outbox_messages USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON outbox_messages;
--> statement-breakpoint
CREATE POLICY maintenance ON outbox_messages TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON outbox_messages;
--> statement-breakpoint
REVOKE ALL ON outbox_messages FROM console_app;
--> statement-breakpoint
REVOKE ALL ON outbox_messages FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON outbox_messages TO console_app;
--> statement-breakpoint
ALTER TABLE policies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE policies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON policies;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON policies USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON policies;
--> statement-breakpoint
CREATE POLICY maintenance ON policies TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON policies;
--> statement-breakpoint
REVOKE ALL ON policies FROM console_app;
--> statement-breakpoint
REVOKE ALL ON policies FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON policies TO console_app;
--> statement-breakpoint
ALTER TABLE policy_exception_approvals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE policy_exception_approvals FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON policy_exception_approvals;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON policy_exception_approvals USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON policy_exception_approvals;
--> statement-breakpoint
CREATE POLICY maintenance ON policy_exception_approvals TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON policy_exception_approvals;
--> statement-breakpoint
REVOKE ALL ON policy_exception_approvals FROM console_app;
--> statement-breakpoint
REVOKE ALL ON policy_exception_approvals FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON policy_exception_approvals TO console_app;
--> statement-breakpoint
ALTER TABLE policy_exception_incidents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE policy_exception_incidents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON policy_exception_incidents;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON policy_exception_incidents USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON policy_exception_incidents;
--> statement-breakpoint
CREATE POLICY maintenance ON policy_exception_incidents TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON policy_exception_incidents;
--> statement-breakpoint
CREATE POLICY tenant_scope ON policy_exception_incidents FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON policy_exception_incidents FROM console_app;
--> statement-breakpoint
REVOKE ALL ON policy_exception_incidents FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON policy_exception_incidents TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON policy_exception_incidents TO console_app;
--> statement-breakpoint
ALTER TABLE policy_exceptions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE policy_exceptions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON policy_exceptions;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON policy_exceptions USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON policy_exceptions;
--> statement-breakpoint
CREATE POLICY maintenance ON policy_exceptions TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON policy_exceptions;
--> statement-breakpoint
CREATE POLICY tenant_scope ON policy_exceptions FOR SELECT TO console_scope USING (tenant_id IN (SELECT unnest(nullif(current_setting('app.tenant_ids', true), '')::text[])));
--> statement-breakpoint
REVOKE ALL ON policy_exceptions FROM console_app;
--> statement-breakpoint
REVOKE ALL ON policy_exceptions FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON policy_exceptions TO console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON policy_exceptions TO console_app;
--> statement-breakpoint
REVOKE ALL ON policy_template_pushes FROM console_app;
--> statement-breakpoint
REVOKE ALL ON policy_template_pushes FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT ON policy_template_pushes TO console_app;
--> statement-breakpoint
REVOKE ALL ON policy_template_versions FROM console_app;
--> statement-breakpoint
REVOKE ALL ON policy_template_versions FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT ON policy_template_versions TO console_app;
--> statement-breakpoint
REVOKE ALL ON policy_templates FROM console_app;
--> statement-breakpoint
REVOKE ALL ON policy_templates FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT ON policy_templates TO console_app;
--> statement-breakpoint
ALTER TABLE policy_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE policy_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON policy_versions;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON policy_versions USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON policy_versions;
--> statement-breakpoint
CREATE POLICY maintenance ON policy_versions TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON policy_versions;
--> statement-breakpoint
REVOKE ALL ON policy_versions FROM console_app;
--> statement-breakpoint
REVOKE ALL ON policy_versions FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON policy_versions TO console_app;
--> statement-breakpoint
REVOKE ALL ON release_promotions FROM console_app;
--> statement-breakpoint
REVOKE ALL ON release_promotions FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT ON release_promotions TO console_app;
--> statement-breakpoint
ALTER TABLE report_templates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE report_templates FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON report_templates;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON report_templates USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON report_templates;
--> statement-breakpoint
CREATE POLICY maintenance ON report_templates TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON report_templates;
--> statement-breakpoint
REVOKE ALL ON report_templates FROM console_app;
--> statement-breakpoint
REVOKE ALL ON report_templates FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON report_templates TO console_app;
--> statement-breakpoint
ALTER TABLE reports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE reports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON reports;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON reports USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON reports;
--> statement-breakpoint
CREATE POLICY maintenance ON reports TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON reports;
--> statement-breakpoint
REVOKE ALL ON reports FROM console_app;
--> statement-breakpoint
REVOKE ALL ON reports FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON reports TO console_app;
--> statement-breakpoint
ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE roles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON roles;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON roles USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON roles;
--> statement-breakpoint
CREATE POLICY maintenance ON roles TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON roles;
--> statement-breakpoint
REVOKE ALL ON roles FROM console_app;
--> statement-breakpoint
REVOKE ALL ON roles FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON roles TO console_app;
--> statement-breakpoint
ALTER TABLE saved_filters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE saved_filters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON saved_filters;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON saved_filters USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON saved_filters;
--> statement-breakpoint
CREATE POLICY maintenance ON saved_filters TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON saved_filters;
--> statement-breakpoint
REVOKE ALL ON saved_filters FROM console_app;
--> statement-breakpoint
REVOKE ALL ON saved_filters FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON saved_filters TO console_app;
--> statement-breakpoint
ALTER TABLE scim_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE scim_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON scim_tokens;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON scim_tokens USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON scim_tokens;
--> statement-breakpoint
CREATE POLICY maintenance ON scim_tokens TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON scim_tokens;
--> statement-breakpoint
REVOKE ALL ON scim_tokens FROM console_app;
--> statement-breakpoint
REVOKE ALL ON scim_tokens FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON scim_tokens TO console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_group_grants FROM console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_group_grants FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON tenant_group_grants TO console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_group_tenants FROM console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_group_tenants FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON tenant_group_tenants TO console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_groups FROM console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_groups FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON tenant_groups TO console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_lifecycle_events FROM console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_lifecycle_events FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT ON tenant_lifecycle_events TO console_app;
--> statement-breakpoint
ALTER TABLE tenant_retention ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenant_retention FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON tenant_retention;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenant_retention USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON tenant_retention;
--> statement-breakpoint
CREATE POLICY maintenance ON tenant_retention TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON tenant_retention;
--> statement-breakpoint
REVOKE ALL ON tenant_retention FROM console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_retention FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON tenant_retention TO console_app;
--> statement-breakpoint
ALTER TABLE tenant_sla_targets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tenant_sla_targets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON tenant_sla_targets;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenant_sla_targets USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
DROP POLICY IF EXISTS maintenance ON tenant_sla_targets;
--> statement-breakpoint
CREATE POLICY maintenance ON tenant_sla_targets TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_scope ON tenant_sla_targets;
--> statement-breakpoint
REVOKE ALL ON tenant_sla_targets FROM console_app;
--> statement-breakpoint
REVOKE ALL ON tenant_sla_targets FROM console_scope;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON tenant_sla_targets TO console_app;
--> statement-breakpoint
REVOKE ALL ON tenants FROM console_app;
--> statement-breakpoint
REVOKE ALL ON tenants FROM console_scope;
--> statement-breakpoint
GRANT SELECT ON tenants TO console_app;
--> statement-breakpoint
REVOKE ALL ON users FROM console_app;
--> statement-breakpoint
REVOKE ALL ON users FROM console_scope;
--> statement-breakpoint
GRANT SELECT (id, email, name) ON users TO console_scope;
--> statement-breakpoint
GRANT SELECT (id, email, name) ON users TO console_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION egress_flow_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO egress_flows_daily AS r (tenant_id, day, policy_verdict, source, egress_channel, destination, events, volume)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_verdict, source, egress_channel, destination, s * count(*), s * sum(data_volume)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, policy_verdict, source, egress_channel, destination) DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  INSERT INTO egress_flows_hourly AS r (tenant_id, hour, policy_verdict, source, egress_channel, destination, events, volume)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_verdict, source, egress_channel, destination, s * count(*), s * sum(data_volume)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, hour, policy_verdict, source, egress_channel, destination) DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS egress_flow_rollups_on_insert ON egress_events;
--> statement-breakpoint
CREATE TRIGGER egress_flow_rollups_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS egress_flow_rollups_on_delete ON egress_events;
--> statement-breakpoint
CREATE TRIGGER egress_flow_rollups_on_delete AFTER DELETE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_rollups_apply('-1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS egress_flow_rollups_on_update_new ON egress_events;
--> statement-breakpoint
CREATE TRIGGER egress_flow_rollups_on_update_new AFTER UPDATE ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS egress_flow_rollups_on_update_old ON egress_events;
--> statement-breakpoint
CREATE TRIGGER egress_flow_rollups_on_update_old AFTER UPDATE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_rollups_apply('-1');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION egress_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO egress_sensitive_quarter_hours AS r (tenant_id, bucket, verdict, events)
  SELECT tenant_id, date_bin('15 minutes', created, TIMESTAMPTZ '2000-01-01 00:00:00+00'), policy_verdict, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND total_hit_count > 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, bucket, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_daily AS r (tenant_id, day, verdict, egress_channel, destination_type, destination, events, volume)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_verdict, egress_channel, destination_type, destination, s * count(*), s * sum(data_volume)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, verdict, egress_channel, destination_type, destination) DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  INSERT INTO egress_violators_daily AS r (tenant_id, day, username, violations, blocked)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, username, s * count(*), s * count(*) FILTER (WHERE policy_verdict = 'BLOCK')
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, day, username) DO UPDATE SET violations = r.violations + excluded.violations, blocked = r.blocked + excluded.blocked;
  INSERT INTO egress_policies_daily AS r (tenant_id, day, policy_name, verdict, events)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, policy_name, policy_verdict, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND policy_name <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, day, policy_name, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_ai_data_types_daily AS r (tenant_id, day, destination, data_type, events)
  SELECT e.tenant_id, (e.created AT TIME ZONE 'UTC')::date, e.destination, d.value, s * count(*)
  FROM changed_rows e CROSS JOIN LATERAL unnest(e.data_types) AS d(value) WHERE e.tenant_id IN (SELECT id FROM tenants) AND e.destination_type = 'AI service' AND d.value <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, day, destination, data_type) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_hourly AS r (tenant_id, hour, verdict, egress_channel, destination_type, destination, events, volume)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_verdict, egress_channel, destination_type, destination, s * count(*), s * sum(data_volume)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, hour, verdict, egress_channel, destination_type, destination) DO UPDATE SET events = r.events + excluded.events, volume = r.volume + excluded.volume;
  INSERT INTO egress_violators_hourly AS r (tenant_id, hour, username, violations, blocked)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), username, s * count(*), s * count(*) FILTER (WHERE policy_verdict = 'BLOCK')
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND policy_verdict IN ('BLOCK', 'CHALLENGE', 'educate') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, hour, username) DO UPDATE SET violations = r.violations + excluded.violations, blocked = r.blocked + excluded.blocked;
  INSERT INTO egress_policies_hourly AS r (tenant_id, hour, policy_name, verdict, events)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), policy_name, policy_verdict, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND policy_name <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, hour, policy_name, verdict) DO UPDATE SET events = r.events + excluded.events;
  INSERT INTO egress_ai_data_types_hourly AS r (tenant_id, hour, destination, data_type, events)
  SELECT e.tenant_id, date_trunc('hour', e.created, 'UTC'), e.destination, d.value, s * count(*)
  FROM changed_rows e CROSS JOIN LATERAL unnest(e.data_types) AS d(value) WHERE e.tenant_id IN (SELECT id FROM tenants) AND e.destination_type = 'AI service' AND d.value <> '' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, hour, destination, data_type) DO UPDATE SET events = r.events + excluded.events;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS egress_rollups_on_insert ON egress_events;
--> statement-breakpoint
CREATE TRIGGER egress_rollups_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS egress_rollups_on_delete ON egress_events;
--> statement-breakpoint
CREATE TRIGGER egress_rollups_on_delete AFTER DELETE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_rollups_apply('-1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS egress_rollups_on_update_new ON egress_events;
--> statement-breakpoint
CREATE TRIGGER egress_rollups_on_update_new AFTER UPDATE ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS egress_rollups_on_update_old ON egress_events;
--> statement-breakpoint
CREATE TRIGGER egress_rollups_on_update_old AFTER UPDATE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION egress_rollups_apply('-1');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION incident_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO incident_quarter_hours AS r (tenant_id, bucket, severity, incidents)
  SELECT tenant_id, date_bin('15 minutes', created, TIMESTAMPTZ '2000-01-01 00:00:00+00'), severity, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, bucket, severity) DO UPDATE SET incidents = r.incidents + excluded.incidents;
  INSERT INTO incident_sla_quarter_hours AS r (tenant_id, bucket, due, raised, acknowledged, acknowledge_seconds, resolved, resolve_seconds, missed, pending)
  SELECT tenant_id, date_bin('15 minutes', created, TIMESTAMPTZ '2000-01-01 00:00:00+00'), CASE WHEN (NOT (coalesce(acknowledged_at > sla_acknowledge_due, false) OR coalesce(resolved_at > sla_resolve_due, false)) AND status NOT IN ('resolved', 'dismissed') AND sla_due < TIMESTAMPTZ '9999-12-31 00:00:00+00') THEN date_bin('15 minutes', sla_due, TIMESTAMPTZ '2000-01-01 00:00:00+00') ELSE TIMESTAMPTZ '9999-12-31 00:00:00+00' END, s * count(*), s * count(acknowledged_at), s * coalesce(sum(round(extract(epoch FROM acknowledged_at - created))), 0)::bigint, s * count(resolved_at), s * coalesce(sum(round(extract(epoch FROM resolved_at - created))), 0)::bigint, s * count(*) FILTER (WHERE (coalesce(acknowledged_at > sla_acknowledge_due, false) OR coalesce(resolved_at > sla_resolve_due, false))), s * count(*) FILTER (WHERE (NOT (coalesce(acknowledged_at > sla_acknowledge_due, false) OR coalesce(resolved_at > sla_resolve_due, false)) AND status NOT IN ('resolved', 'dismissed') AND sla_due < TIMESTAMPTZ '9999-12-31 00:00:00+00'))
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, bucket, due) DO UPDATE SET raised = r.raised + excluded.raised, acknowledged = r.acknowledged + excluded.acknowledged, acknowledge_seconds = r.acknowledge_seconds + excluded.acknowledge_seconds, resolved = r.resolved + excluded.resolved, resolve_seconds = r.resolve_seconds + excluded.resolve_seconds, missed = r.missed + excluded.missed, pending = r.pending + excluded.pending;
  INSERT INTO incident_counts_daily AS r (tenant_id, day, severity, status, incidents)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, severity, status, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, day, severity, status) DO UPDATE SET incidents = r.incidents + excluded.incidents;
  INSERT INTO incident_counts_hourly AS r (tenant_id, hour, severity, status, incidents)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), severity, status, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, hour, severity, status) DO UPDATE SET incidents = r.incidents + excluded.incidents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS incident_rollups_on_insert ON incidents;
--> statement-breakpoint
CREATE TRIGGER incident_rollups_on_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS incident_rollups_on_delete ON incidents;
--> statement-breakpoint
CREATE TRIGGER incident_rollups_on_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_rollups_apply('-1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS incident_rollups_on_update_new ON incidents;
--> statement-breakpoint
CREATE TRIGGER incident_rollups_on_update_new AFTER UPDATE ON incidents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS incident_rollups_on_update_old ON incidents;
--> statement-breakpoint
CREATE TRIGGER incident_rollups_on_update_old AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION incident_rollups_apply('-1');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ingest_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO ingest_hourly AS r (tenant_id, hour, events)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, hour) DO UPDATE SET events = r.events + excluded.events;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS ingest_rollups_on_insert ON egress_events;
--> statement-breakpoint
CREATE TRIGGER ingest_rollups_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ingest_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS ingest_rollups_on_delete ON egress_events;
--> statement-breakpoint
CREATE TRIGGER ingest_rollups_on_delete AFTER DELETE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ingest_rollups_apply('-1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS ingest_rollups_on_update_new ON egress_events;
--> statement-breakpoint
CREATE TRIGGER ingest_rollups_on_update_new AFTER UPDATE ON egress_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ingest_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS ingest_rollups_on_update_old ON egress_events;
--> statement-breakpoint
CREATE TRIGGER ingest_rollups_on_update_old AFTER UPDATE ON egress_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ingest_rollups_apply('-1');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION open_incident_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO open_incidents_daily AS r (tenant_id, day, severity, incidents)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, severity, s * count(*)
  FROM changed_rows WHERE tenant_id IN (SELECT id FROM tenants) AND status IN ('open', 'in_progress') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, day, severity) DO UPDATE SET incidents = r.incidents + excluded.incidents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS open_incident_rollups_on_insert ON incidents;
--> statement-breakpoint
CREATE TRIGGER open_incident_rollups_on_insert AFTER INSERT ON incidents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION open_incident_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS open_incident_rollups_on_delete ON incidents;
--> statement-breakpoint
CREATE TRIGGER open_incident_rollups_on_delete AFTER DELETE ON incidents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION open_incident_rollups_apply('-1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS open_incident_rollups_on_update_new ON incidents;
--> statement-breakpoint
CREATE TRIGGER open_incident_rollups_on_update_new AFTER UPDATE ON incidents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION open_incident_rollups_apply('1');
--> statement-breakpoint
DROP TRIGGER IF EXISTS open_incident_rollups_on_update_old ON incidents;
--> statement-breakpoint
CREATE TRIGGER open_incident_rollups_on_update_old AFTER UPDATE ON incidents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION open_incident_rollups_apply('-1');
