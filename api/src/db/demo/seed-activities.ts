import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { withMaintenance } from '../tenant-scope';
import { softwareByOs } from './platform-software';

/**
 * The per-file lineage of the demo: for each content fingerprint of a tenant's events, what its first egress
 * event's endpoint saw before it, from two 28-bit numbers of the fingerprint:
 * - where it was first seen, 1 to 96 hours before: downloaded from the tenant's SharePoint, Salesforce or GitHub
 *   (then renamed from the download's name), or created in the application of its file type;
 * - a copy to the desktop for one in three;
 * - the archive, when the event sent a zip of the document (details.sourceFile).
 * Later egress events of the same fingerprint are steps of the chain already. Applications and folders are those of
 * the device's operating system (platform-software.ts).
 */
export async function seedContentActivities(database: Database, tenantId: string): Promise<void> {
  await withMaintenance(database, (tx) =>
    tx.execute(sql`
      WITH sw AS (
        SELECT key AS os, value AS s FROM jsonb_each(${JSON.stringify(softwareByOs())}::jsonb)
      ), first AS (
        SELECT DISTINCT ON (content_fingerprint) content_fingerprint AS fp, created, device_id, hostname, username,
          file_name, coalesce(details->>'sourceFile', file_name) AS document
        FROM egress_events WHERE tenant_id = ${tenantId} AND content_fingerprint IS NOT NULL
        ORDER BY content_fingerprint, created
      ), g AS (
        SELECT first.*,
          ('x' || substr(fp, 1, 7))::bit(28)::int AS r1,
          ('x' || substr(fp, 8, 7))::bit(28)::int AS r2,
          lower(substring(document from '[.]([A-Za-z0-9]+)$')) AS ext,
          sw.s,
          (sw.s->>'homePrefix') || username || (sw.s->>'separator') || 'Documents' AS folder,
          (sw.s->>'homePrefix') || username || (sw.s->>'separator') || 'Desktop' AS desktop
        FROM first
        JOIN devices d ON d.tenant_id = ${tenantId} AND d.id = first.device_id
        JOIN sw ON sw.os = d.operating_system
      ), o AS (
        SELECT g.*,
          -- exports and code come from a site; documents are downloaded one time in three, else written locally
          ext IN ('csv', 'py', 'ts', 'yaml', 'tfvars', 'env', 'json') OR ext IS NULL OR r1 % 3 = 0 AS downloaded,
          created - (1 + r1 % 95) * interval '1 hour' - (r2 % 60) * interval '1 minute' AS origin
        FROM g
      ), steps AS (
        SELECT fp, origin AS occurred, CASE WHEN downloaded THEN 'downloaded' ELSE 'created' END AS kind,
          device_id, hostname, username,
          CASE WHEN downloaded THEN s->>'browser'
            WHEN ext IN ('xlsx', 'csv') THEN s->>'spreadsheet' WHEN ext = 'docx' THEN s->>'wordProcessor'
            WHEN ext = 'pptx' THEN s->>'presentation' WHEN ext = 'pdf' THEN s->>'pdf'
            WHEN ext IN ('py', 'ts', 'yaml', 'md', 'json', 'tfvars') THEN s->>'codeEditor' ELSE s->>'editor' END AS application,
          CASE WHEN downloaded THEN 'download' || coalesce('.' || ext, '') ELSE document END AS file_name,
          '' AS previous_name,
          CASE WHEN NOT downloaded THEN folder
            WHEN ext = 'csv' THEN 'https://' || ${tenantId}::text || '.my.salesforce.com/reports'
            WHEN ext IN ('py', 'ts', 'yaml', 'tfvars', 'env', 'json') OR ext IS NULL THEN 'https://github.com/' || ${tenantId}::text || '/platform'
            ELSE 'https://' || ${tenantId}::text || '.sharepoint.com/sites/shared/Documents' END AS location,
          1 AS step
        FROM o
        UNION ALL
        SELECT fp, origin + interval '2 minutes', 'renamed', device_id, hostname, username, s->>'fileManager', document,
          'download' || coalesce('.' || ext, ''), folder, 2
        FROM o WHERE downloaded
        UNION ALL
        SELECT fp, origin + (created - origin) / 2, 'copied', device_id, hostname, username, s->>'fileManager', document,
          '', desktop, 3
        FROM o WHERE r2 % 3 = 0
        UNION ALL
        SELECT fp, created - interval '3 minutes', 'archived', device_id, hostname, username, s->>'archiver', file_name,
          document, folder, 4
        FROM o WHERE file_name LIKE '%.zip' AND document <> file_name
      )
      INSERT INTO content_activities (tenant_id, id, fingerprint, occurred, kind, device_id, hostname, username,
        application, file_name, previous_name, location)
      SELECT ${tenantId}, md5(${tenantId}::text || ':activity:' || fp || ':' || step)::uuid, fp, occurred, kind,
        device_id, hostname, username, application, file_name, previous_name, location
      FROM steps
    `),
  );
}
