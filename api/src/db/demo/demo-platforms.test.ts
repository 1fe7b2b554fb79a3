import { sql } from 'drizzle-orm';
import { uncheckedRows } from '../../testing/query-rows';
import type { Database } from '../database';
import { withMaintenance } from '../tenant-scope';
import { copyTemplateDatabase } from '../../testing/test-app';
import { DEMO_TENANTS } from './catalog-org';

// Issue 33, item 9: the demo's operating systems and processes agree with the host. Every OS-dependent field of the
// generated events and lineage steps, read back from the seeded test data set, for every demo host.

let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(async () => {
  await database.close();
});

/** What a host of each OS must show: its processes, its folders, and no application of another OS. */
const EXPECTED: Record<string, { process: RegExp; folder: RegExp; foreignSources: readonly string[] }> = {
  Windows: {
    process: /^[\w-]+\.exe$/i,
    folder: /^C:\\Users\\[^\\]+\\(Documents|Desktop)(\\|$)/,
    foreignSources: ['Safari', 'Apple Mail', 'Finder', 'Screenshot', 'Files', 'Thunderbird'],
  },
  macOS: {
    process: /^(?!.*\.exe$)(?!\/)[\w .-]+$/i,
    folder: /^\/Users\/[^/]+\/(Documents|Desktop)(\/|$)/,
    foreignSources: ['Windows Explorer', 'Snipping Tool', 'Files', 'Thunderbird'],
  },
  Linux: {
    process: /^(?!.*\.exe$)[a-z][\w.-]*$/,
    folder: /^\/home\/[^/]+\/(Documents|Desktop)(\/|$)/,
    foreignSources: ['Safari', 'Apple Mail', 'Finder', 'Windows Explorer', 'Snipping Tool', 'Microsoft Word'],
  },
};

/** Only the demo's own hosts (the test data set adds canary rows of its own). */
const DEMO_HOSTS = `^(${DEMO_TENANTS.map((tenant) => tenant.hostPrefix).join('|')})-(WIN|MAC|LNX)-[0-9]{4}$`;

interface HostRow {
  os: string;
  hostname: string;
  source: string | null;
  process: string | null;
  path: string | null;
}

function mismatches(rows: HostRow[]): string[] {
  const wrong: string[] = [];
  for (const row of rows) {
    const expected = EXPECTED[row.os];
    if (!expected) {
      wrong.push(`${row.hostname}: unknown OS ${row.os}`);
      continue;
    }
    if (row.process !== null && !expected.process.test(row.process))
      wrong.push(`${row.hostname} (${row.os}): process ${row.process}`);
    if (row.source !== null && expected.foreignSources.includes(row.source))
      wrong.push(`${row.hostname} (${row.os}): source ${row.source}`);
    if (row.path !== null && !/^https:\/\//.test(row.path) && !expected.folder.test(row.path))
      wrong.push(`${row.hostname} (${row.os}): path ${row.path}`);
  }
  return [...new Set(wrong)];
}

describe('the demo data of every host matches its operating system', () => {
  it('every platform is present among the demo hosts', async () => {
    const rows = await withMaintenance(database, (tx) =>
      uncheckedRows<{ os: string }>(
        tx,
        sql`SELECT DISTINCT operating_system AS os FROM devices WHERE hostname ~ ${DEMO_HOSTS} ORDER BY 1`,
      ),
    );
    expect(rows.map((row) => row.os)).toEqual(['Linux', 'Windows', 'macOS']);
  });

  it("events: the source application, its process and the file's path", async () => {
    const rows = await withMaintenance(database, (tx) =>
      uncheckedRows<HostRow>(
        tx,
        sql`SELECT d.operating_system AS os, d.hostname, e.source, e.details->>'process' AS process,
              e.details->>'filePath' AS path
            FROM egress_events e JOIN devices d ON d.tenant_id = e.tenant_id AND d.id = e.device_id
            WHERE d.hostname ~ ${DEMO_HOSTS}`,
      ),
    );
    expect(rows.length).toBeGreaterThan(1000);
    expect(new Set(rows.map((row) => row.os)).size).toBe(3);
    expect(mismatches(rows)).toEqual([]);
  });

  it('lineage: the application of each step and the folder it happened in', async () => {
    const rows = await withMaintenance(database, (tx) =>
      uncheckedRows<HostRow>(
        tx,
        sql`SELECT d.operating_system AS os, d.hostname, NULL AS source, a.application AS process, a.location AS path
            FROM content_activities a JOIN devices d ON d.tenant_id = a.tenant_id AND d.id = a.device_id
            WHERE d.hostname ~ ${DEMO_HOSTS}`,
      ),
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const kind of ['Windows', 'macOS', 'Linux'])
      expect(
        rows.filter((row) => row.os === kind && row.path?.startsWith('https://') === false).length,
      ).toBeGreaterThan(0);
    expect(mismatches(rows)).toEqual([]);
  });
});
