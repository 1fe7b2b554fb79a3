-- Evidence's retention folds into the tenant's retention (issue 32, tenant_retention): a tenant that set
-- evidence_settings.retention_days keeps that period, brought within 30 to 730 days, as its evidence days; its events
-- and incidents start at the default, 180 days. evidence_settings.retention_days is no longer read. As the owner under
-- maintenance (every tenant's rows).
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
INSERT INTO tenant_retention (tenant_id, events_days, incidents_days, evidence_days, updated_by, updated)
SELECT tenant_id, 180, 180, least(greatest(retention_days, 30), 730), updated_by, updated FROM evidence_settings
ON CONFLICT (tenant_id) DO NOTHING;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
