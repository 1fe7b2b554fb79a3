-- The incident count rollups (the incident listing's counts) of the incidents already there; from now on the rollup
-- trigger incident_rollups keeps them (the next migration).
INSERT INTO incident_counts_daily (tenant_id, day, severity, status, incidents)
  SELECT tenant_id, (created AT TIME ZONE 'UTC')::date, severity, status, count(*)
  FROM incidents WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO incident_counts_hourly (tenant_id, hour, severity, status, incidents)
  SELECT tenant_id, date_trunc('hour', created, 'UTC'), severity, status, count(*)
  FROM incidents WHERE tenant_id IN (SELECT id FROM tenants) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
