import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Report, ReportSourceList, ReportTemplate } from 'shared-contracts';
import { rowsOf } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
import { localFileStore } from '../../lib/storage/file-store';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { ReportScheduler } from '../reports/report-scheduler';

// The incident SLA as a report data source (issue 30): its figures against a count done by hand over incidents of
// June 2024, a time no other test data reaches, read from the SLA rollup through the report runner.

let t: TestApp;
let admin: string;
let root: string;
const clock = new Date('2024-06-17T08:07:30.000Z');
const acme = 'acme-corp';

/** An incident of `tenant` as written by hand: created, acknowledged and resolved at the given times (UTC). */
interface Raised {
  tenant?: string;
  severity: 'high' | 'medium' | 'low';
  status: 'open' | 'in_progress' | 'resolved' | 'dismissed';
  created: string;
  acknowledged?: string;
  resolved?: string;
}

async function raise(incident: Raised): Promise<void> {
  const tenant = incident.tenant ?? acme;
  await withMaintenance(t.database, async (tx) => {
    const columns = rowsOf(
      await tx.execute(sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'incidents' AND is_generated = 'NEVER' AND column_name NOT IN
          ('id', 'created', 'updated', 'severity', 'status', 'assigned_to', 'acknowledged_at', 'resolved_at',
           'sla_acknowledge_due', 'sla_resolve_due')`),
    ).map((row) => `"${String(row.name)}"`);
    const list = sql.raw(columns.join(', '));
    const updated = incident.resolved ?? incident.acknowledged ?? incident.created;
    await tx.execute(
      sql`INSERT INTO incidents (id, created, updated, severity, status, acknowledged_at, resolved_at, ${list})
        SELECT gen_random_uuid(), ${incident.created}::timestamptz, ${updated}::timestamptz, ${incident.severity},
          ${incident.status}, ${incident.acknowledged ?? null}::timestamptz, ${incident.resolved ?? null}::timestamptz,
          ${list} FROM incidents WHERE tenant_id = ${tenant} LIMIT 1`,
    );
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'incident-sla-report-'));
  t = await createTestApp({}, { reportClock: () => clock, files: localFileStore(root) });
  admin = await t.tokenFor('admin@acme.example');
  // Default targets: high 1 h / 24 h, medium 4 h / 72 h, low 24 h / 7 days.
  for (const incident of [
    // Week of Mon 3 June. Raised at 08:10, inside a window from 08:00 but not one from 08:07 (its quarter is partial).
    { severity: 'high', status: 'open', created: '2024-06-03T08:10:00Z' },
    // Acknowledged in 30 min, resolved in 600 min: within both targets.
    {
      severity: 'high',
      status: 'resolved',
      created: '2024-06-04T10:00:00Z',
      acknowledged: '2024-06-04T10:30:00Z',
      resolved: '2024-06-04T20:00:00Z',
    },
    // Acknowledged in 360 min against 240: missed.
    {
      severity: 'medium',
      status: 'in_progress',
      created: '2024-06-05T12:00:00Z',
      acknowledged: '2024-06-05T18:00:00Z',
    },
    // Never acknowledged: open long past its target, breached.
    { severity: 'low', status: 'open', created: '2024-06-06T00:00:00Z' },
    // Week of Mon 10 June. Acknowledged in 20 min, resolved in 1,440 min: exactly on its target, not missed.
    {
      severity: 'high',
      status: 'resolved',
      created: '2024-06-11T09:00:00Z',
      acknowledged: '2024-06-11T09:20:00Z',
      resolved: '2024-06-12T09:00:00Z',
    },
    // Dismissed counts as resolved: acknowledged in 60 min, resolved in 120 min.
    {
      severity: 'low',
      status: 'dismissed',
      created: '2024-06-12T00:00:00Z',
      acknowledged: '2024-06-12T01:00:00Z',
      resolved: '2024-06-12T02:00:00Z',
    },
    // Another tenant's breached incident of the same week: never in Acme's report.
    { tenant: 'globex', severity: 'high', status: 'open', created: '2024-06-11T10:00:00Z' },
  ] satisfies Raised[])
    await raise(incident);
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token: admin, tenant: acme, ...(payload && { payload }) });

const SLA_REPORT = {
  name: 'Incident SLA fortnightly',
  dataSource: 'incident_sla',
  timeWindowDays: 14,
  recipients: [],
  timezone: 'UTC',
  repeatEveryPeriod: 'day',
  repeatEveryCount: 1,
  repeatOn: [],
  time: '08:00',
  deliveryNotification: 'email',
  exportFormat: 'csv',
};

async function create(body: object): Promise<ReportTemplate> {
  const response = await call('POST', '/report-templates', body);
  expect(response.statusCode).toBe(200);
  return response.json().reportTemplateDetails;
}

async function reportsOf(id: string): Promise<Report[]> {
  return (await call('GET', `/report-templates/${id}/reports`)).json().reports;
}

async function csvOf(template: ReportTemplate, report: Report): Promise<string[][]> {
  expect(report).toMatchObject({ status: 'ready', error: null });
  const link = await call('GET', `/report-templates/${template.id}/reports/${report.id}?format=csv`);
  const { pathname, search } = new URL(link.json().url);
  const file = await t.app.inject({ method: 'GET', url: pathname + search });
  expect(file.statusCode).toBe(200);
  const rows = parse(file.body, { bom: true }) as string[][];
  expect(rows.length - 1).toBe(report.rowCount);
  return rows;
}

async function runNow(template: ReportTemplate): Promise<string[][]> {
  const queued = await call('POST', `/report-templates/${template.id}/reports`);
  expect(queued.statusCode).toBe(202);
  await t.app.reports.runner.idle();
  const report = (await reportsOf(template.id)).find((candidate) => candidate.id === queued.json().id)!;
  return csvOf(template, report);
}

const HEADER = [
  'Week',
  'Raised',
  'Acknowledged',
  'MTTA (minutes)',
  'Resolved',
  'MTTR (minutes)',
  'Breached',
  'Breach rate (%)',
];

describe('the incident SLA report data source', () => {
  it('lists its columns among the sources, and refuses filters (it has none) and columns it lacks', async () => {
    const sources: ReportSourceList['reportSources'] = (await call('GET', '/report-sources')).json().reportSources;
    expect(sources.find((source) => source.dataSource === 'incident_sla')?.columns.map((c) => c.header)).toEqual(
      HEADER,
    );
    const refused = async (change: object, field: string) => {
      const response = await call('POST', '/report-templates', { ...SLA_REPORT, ...change });
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().errors[0].field).toBe(field);
    };
    await refused({ filters: { severity: ['high'] } }, 'filters/severity');
    await refused({ columns: ['week', 'title'] }, 'columns/1');
  });

  it('runs now: one row a week with the counts behind MTTA, MTTR and breach rate, as counted by hand', async () => {
    const template = await create({ ...SLA_REPORT, name: 'SLA run now' });
    // Run at 08:07:30: the window [3 June 08:07:30, 17 June 08:07:30) is read as the rollup's whole quarter hours,
    // [3 June 08:15, 17 June 08:00), so the incident raised at 08:10 is left out. Weeks start on Monday.
    const rows = await runNow(template);
    expect(rows).toEqual([
      HEADER,
      // 3 raised; acknowledged in 30 and 360 min (mean 195); resolved in 600; 2 breached (missed, open past due).
      ['2024-06-03', '3', '2', '195', '1', '600', '2', '66.7'],
      // 2 raised; acknowledged in 20 and 60 min (mean 40); resolved in 1,440 and 120 min (mean 780); none breached.
      ['2024-06-10', '2', '2', '40', '2', '780', '0', '0'],
      // The window's last week, without incidents: zeros, and no mean or rate.
      ['2024-06-17', '0', '0', '', '0', '', '0', ''],
    ]);
  });

  it('reads the rollup, not the incidents: a change to the rollup alone shows in the next report', async () => {
    const template = await create({ ...SLA_REPORT, name: 'SLA from the rollup', columns: ['week', 'raised'] });
    const bump = (by: number) =>
      withMaintenance(t.database, (tx) =>
        tx.execute(sql`UPDATE incident_sla_quarter_hours SET raised = raised + ${by}
          WHERE tenant_id = ${acme} AND bucket = '2024-06-11T09:00:00Z'::timestamptz`),
      );
    await bump(10);
    try {
      expect(await runNow(template)).toEqual([
        ['Week', 'Raised'],
        ['2024-06-03', '3'],
        ['2024-06-10', '12'],
        ['2024-06-17', '0'],
      ]);
    } finally {
      await bump(-10);
    }
  });

  it('runs on its schedule: the 08:00 slot covers whole quarter hours, so the incident raised at 08:10 counts', async () => {
    const template = await create({ ...SLA_REPORT, name: 'SLA scheduled' });
    await withMaintenance(t.database, (tx) =>
      tx.execute(sql`UPDATE report_templates SET created = '2024-06-17T07:00:00Z', updated = '2024-06-17T07:00:00Z'
        WHERE id = ${template.id}::uuid`),
    );
    const scheduler = new ReportScheduler(t.app.reports.services, t.app.reports.runner);
    await scheduler.tick();
    await t.app.reports.runner.idle();
    const [report] = (await reportsOf(template.id)).filter((candidate) => candidate.trigger === 'schedule');
    expect(report?.slot).toBe('2024-06-17T08:00:00.000Z');
    expect(await csvOf(template, report!)).toEqual([
      HEADER,
      // The 08:10 high incident, open and never acknowledged, is raised and breached too: 3 of 4.
      ['2024-06-03', '4', '2', '195', '1', '600', '3', '75'],
      ['2024-06-10', '2', '2', '40', '2', '780', '0', '0'],
      ['2024-06-17', '0', '0', '', '0', '', '0', ''],
    ]);
  });
});
