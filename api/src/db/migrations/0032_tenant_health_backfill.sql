-- Tenant health's rollups (0030, triggers in 0031) of the rows stored before them: read once here, never per request
-- (as the owner, under maintenance).
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
INSERT INTO ingest_hourly (tenant_id, hour, events)
SELECT tenant_id, date_trunc('hour', created, 'UTC'), count(*) FROM egress_events GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO open_incidents_daily (tenant_id, day, severity, incidents)
SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, severity, count(*)
FROM incidents WHERE status IN ('open', 'in_progress') GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
