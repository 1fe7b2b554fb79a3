import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../../testing/query-rows';
import type { Database } from '../database';
import { withMaintenance } from '../tenant-scope';
import { copyTemplateDatabase } from '../../testing/test-app';
import { fileEvidenceStore } from '../../modules/evidence/evidence-store';
import { DEMO_EVIDENCE_EVENTS, demoEvidenceContent, seedEvidence } from './seed-evidence';

let database: Database;
let root: string;
beforeAll(async () => {
  database = await copyTemplateDatabase();
  root = await mkdtemp(join(tmpdir(), 'seed-evidence-'));
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

describe('seedEvidence', () => {
  it("gives a tenant's most recent protected and monitored events with a file a CSV excerpt in the store", async () => {
    await seedEvidence(database, 'acme-corp', fileEvidenceStore(root));
    const rows = await withMaintenance(database, (tx) =>
      uncheckedRows<{
        key: string;
        sha256: string;
        size: number;
        fileName: string;
        verdict: string;
        eventFile: string;
      }>(
        tx,
        sql`SELECT o.storage_key AS key, o.sha256, o.size::int AS size, o.file_name AS "fileName",
              e.policy_verdict AS verdict, e.file_name AS "eventFile"
            FROM evidence_objects o JOIN egress_events e ON e.tenant_id = o.tenant_id AND e.id = o.event_id
            WHERE o.tenant_id = 'acme-corp'`,
      ),
    );
    expect(rows).toHaveLength(DEMO_EVIDENCE_EVENTS);
    for (const row of rows) {
      expect(['BLOCK', 'CHALLENGE']).toContain(row.verdict);
      expect(row.fileName).toBe(`${row.eventFile}.excerpt.csv`);
      const bytes = await readFile(join(root, row.key));
      expect(bytes.length).toBe(row.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    }
    // Again: the same bytes, nothing new (the loader runs once, but a retry is harmless).
    await seedEvidence(database, 'acme-corp', fileEvidenceStore(root));
    await seedEvidence(database, 'acme-corp', undefined);
  });

  it('writes the same excerpt for the same event, three lines per data type', () => {
    const event = {
      id: 'e-1',
      fileName: 'crm-export.csv',
      hostname: 'mac-ana',
      username: 'ana.lee',
      destination: 'dropbox.com',
      dataTypes: ['Credit card number', 'Email address'],
    };
    const content = demoEvidenceContent(event);
    expect(content).toBe(demoEvidenceContent(event));
    const lines = content.trimEnd().split('\r\n');
    expect(lines[0]).toBe('line,data_type,match,file,host,user,destination');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(
      /^\d+,Credit card number,4\d{3} \d{4} \d{4} \d{4},crm-export.csv,mac-ana,ana.lee,dropbox.com$/,
    );
    expect(lines[4]).toMatch(/^\d+,Email address,[a-z]{6}@example\.com,/);
  });
});
