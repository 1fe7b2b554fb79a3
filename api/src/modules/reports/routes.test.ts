import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { REPORT_DATA_SOURCES, type Report, type ReportSourceList, type ReportTemplate } from 'shared-contracts';
import { sql } from 'drizzle-orm';
import { withMaintenance } from '../../db/tenant-scope';
import { localFileStore } from '../../lib/storage/file-store';
import { CANARY } from '../../testing/canaries';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { GLOBEX_CANARY_REPORTS } from './report-canaries';

let t: TestApp;
let admin: string;
let multi: string;
let root: string;
// A few days after the test data's anchor (15 Jan 2026), so the window holds incidents.
let clock = new Date('2026-01-20T12:00:00.000Z');
const acme = 'acme-corp';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'reports-'));
  t = await createTestApp({}, { reportClock: () => clock, files: localFileStore(root) });
  admin = await t.tokenFor('admin@acme.example');
  multi = await t.tokenFor('multi@globex.example');
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin, tenant = acme) =>
  t.call({ method, url, token, tenant, ...(payload && { payload }) });

const WEEKLY = {
  name: 'High incidents weekly',
  dataSource: 'incidents',
  filters: { severity: ['high'] },
  columns: ['created', 'id', 'title', 'severity'],
  timeWindowDays: 30,
  recipients: ['ciso@acme.example'],
  timezone: 'Europe/Paris',
  repeatEveryPeriod: 'week',
  repeatEveryCount: 1,
  repeatOn: ['Mo'],
  time: '08:00',
  deliveryNotification: 'email',
  exportFormat: 'csv',
};

async function create(body: object = WEEKLY): Promise<ReportTemplate> {
  const response = await call('POST', '/report-templates', body);
  expect(response.statusCode).toBe(200);
  return response.json().reportTemplateDetails;
}

async function runNow(id: string): Promise<Report> {
  clock = new Date(clock.getTime() + 1000);
  const queued = await call('POST', `/report-templates/${id}/reports`);
  expect(queued.statusCode).toBe(202);
  expect(queued.json()).toMatchObject({ status: 'queued', trigger: 'manual' });
  await t.app.reports.runner.idle();
  const reports: Report[] = (await call('GET', `/report-templates/${id}/reports`)).json().reports;
  return reports.find((report) => report.id === queued.json().id)!;
}

const download = (url: string) => {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: pathname + search });
};

describe('report templates', () => {
  it('stores the schedule as cron and reads it back with the next run in the time zone', async () => {
    const template = await create();
    expect(template).toMatchObject({
      scheduleCron: '0 8 * * 1',
      repeatEveryPeriod: 'week',
      repeatEveryCount: 1,
      repeatOn: ['Mo'],
      time: '08:00',
      paused: false,
      deliveryNotification: 'email',
      exportFormat: 'csv',
      createdBy: expect.any(String),
      // Monday 26 Jan 2026, 08:00 in Paris (UTC+1).
      nextRun: '2026-01-26T07:00:00.000Z',
    });
    const read = await call('GET', `/report-templates/${template.id}`);
    expect(read.json().reportTemplateDetails).toEqual(template);
    const list = (await call('GET', '/report-templates')).json().reportTemplates as ReportTemplate[];
    expect(list.map((item) => item.id)).toContain(template.id);
  });

  it("lists each source's CSV columns, which a template chooses and orders by key", async () => {
    const response = await call('GET', '/report-sources');
    expect(response.statusCode).toBe(200);
    const sources: ReportSourceList['reportSources'] = response.json().reportSources;
    expect(sources.map((source) => source.dataSource)).toEqual([...REPORT_DATA_SOURCES]);
    const incidents = sources.find((source) => source.dataSource === 'incidents')!;
    expect(incidents.columns.map((column) => column.key)).toEqual(expect.arrayContaining(WEEKLY.columns));
    for (const source of sources) {
      const keys = source.columns.map((column) => column.key);
      expect({ source: source.dataSource, unique: new Set(keys).size }).toEqual({
        source: source.dataSource,
        unique: keys.length,
      });
      // Every column listed is one a template of that source may choose.
      const body = { ...WEEKLY, name: `All ${source.dataSource}`, dataSource: source.dataSource, filters: {} };
      const created = await create({ ...body, columns: [...keys].reverse() });
      expect(created.columns).toEqual([...keys].reverse());
    }
    expect((await t.call({ method: 'GET', url: '/report-sources' })).statusCode).toBe(401);
  });

  it('refuses what cron or the source cannot hold, naming the field', async () => {
    const refused = async (change: object, field: string) => {
      const response = await call('POST', '/report-templates', { ...WEEKLY, ...change });
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.json().errors[0].field).toContain(field);
    };
    await refused({ repeatEveryCount: 2 }, 'repeatEveryCount');
    await refused({ repeatOn: ['1st'] }, 'repeatOn');
    await refused({ timezone: 'Mars/Olympus' }, 'timezone');
    await refused({ filters: { verdict: ['x'] } }, 'filters');
    await refused({ filters: { severity: ['urgent'] } }, 'filters/severity');
    await refused({ filters: { from: '2026-01-01T00:00:00Z' } }, 'filters/from');
    await refused({ columns: ['nope'] }, 'columns/0');
    await refused({ dataSource: 'egress_events', filters: { severity: ['high'] }, columns: [] }, 'filters');
    await refused({ dataSource: 'tickets', filters: {}, columns: [] }, 'dataSource');
    expect((await call('POST', '/report-templates', { ...WEEKLY, exportFormat: 'pdf' })).statusCode).toBe(400);
  });

  it('changes, copies as "Copy of …", pauses and resumes, each write audited', async () => {
    const template = await create({ ...WEEKLY, name: 'Quarterly review' });
    const changed = await call('PATCH', `/report-templates/${template.id}`, {
      repeatEveryPeriod: 'quarter',
      repeatEveryCount: 1,
      repeatOn: ['First Day'],
      deliveryNotification: 'email',
      exportFormat: 'csv',
      version: template.version,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().reportTemplateDetails).toMatchObject({ scheduleCron: '0 8 1 */3 *', version: 2 });
    const stale = await call('PATCH', `/report-templates/${template.id}`, {
      name: 'x',
      deliveryNotification: 'email',
      exportFormat: 'csv',
      version: 1,
    });
    expect(stale.statusCode).toBe(412);
    const copy = (await call('POST', `/report-templates/${template.id}`)).json().reportTemplateDetails;
    expect(copy).toMatchObject({ name: 'Copy of Quarterly review', scheduleCron: '0 8 1 */3 *' });
    expect(copy.id).not.toBe(template.id);
    const paused = (await call('PATCH', `/report-templates/${template.id}/status?pause=true`)).json();
    expect(paused.reportTemplateDetails).toMatchObject({ paused: true, nextRun: null });
    const resumed = (await call('PATCH', `/report-templates/${template.id}/status?pause=false`)).json();
    expect(resumed.reportTemplateDetails.paused).toBe(false);
    const audit = (await call('GET', `/audit-logs?page=Reports&pageSize=100`)).json().results as {
      action: string;
      objectId: string;
    }[];
    const actions = audit.filter((entry) => [template.id, copy.id].includes(entry.objectId)).map((e) => e.action);
    expect(actions.sort()).toEqual(['Copy', 'Create', 'Pause', 'Resume', 'Update']);
  });
});

describe('reports', () => {
  it('runs now: ready with rows, size and times; the signed link downloads the CSV without a session, audited', async () => {
    const template = await create({ ...WEEKLY, name: 'Run now' });
    const report = await runNow(template.id);
    expect(report).toMatchObject({ status: 'ready', available: true, error: null, trigger: 'manual' });
    expect(report.sizeBytes).toBeGreaterThan(0);
    expect(report.rowCount).toBeGreaterThan(0);
    expect(report.started && report.finished && report.started <= report.finished).toBe(true);
    const link = await call('GET', `/report-templates/${template.id}/reports/${report.id}?format=csv`);
    expect(link.statusCode).toBe(200);
    const file = await download(link.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(file.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Created', 'ID', 'Title', 'Severity']);
    expect(rows.length - 1).toBe(report.rowCount);
    expect(rows.slice(1).every((row) => row[3] === 'High')).toBe(true);
    // Times in the template's zone (Europe/Paris: +01:00 or +02:00), the zone named in the file name.
    expect(rows.slice(1).every((row) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0[12]:00$/.test(row[0]!))).toBe(true);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="run-now-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-Europe-Paris\.csv"$/,
    );
    const audit = (await call('GET', `/audit-logs?page=Reports&action=Download&pageSize=100`)).json().results;
    expect(audit.map((entry: { objectId: string }) => entry.objectId)).toContain(report.id);
    const outbox = (await call('GET', '/outbox')).json().messages as { to: string[]; body: string }[];
    const mail = outbox.find((message) => message.body.includes('"Run now"'));
    expect(mail).toMatchObject({ to: ['ciso@acme.example'] });
    // The link's expiry as its recipients read it, in the template's zone.
    // Written as the console writes times, its zone named: 'Dec 4, 2026, 10:00:00 AM GMT+1 (Europe/Paris)'.
    expect(mail?.body).toMatch(
      /link valid until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d:\d\d [AP]M GMT\+\d \(Europe\/Paris\)/,
    );
  });

  it("reports blocked egress events through the egress grid's listing and filters", async () => {
    const template = await create({
      ...WEEKLY,
      name: 'Blocked egress weekly',
      dataSource: 'egress_events',
      filters: { policyVerdict: ['BLOCK'] },
      columns: [],
      timeWindowDays: 366,
    });
    const report = await runNow(template.id);
    expect(report).toMatchObject({ status: 'ready', error: null });
    expect(report.rowCount).toBeGreaterThan(0);
    const link = await call('GET', `/report-templates/${template.id}/reports/${report.id}?format=csv`);
    const rows = parse((await download(link.json().url)).body, { bom: true }) as string[][];
    const verdict = rows[0]!.indexOf('Policy Verdict');
    expect(verdict).toBeGreaterThanOrEqual(0);
    expect(rows.length - 1).toBe(report.rowCount);
    // The report speaks the console's vocabulary (SPEC §4): BLOCK is Protected.
    expect(new Set(rows.slice(1).map((row) => row[verdict]))).toEqual(new Set(['Protected']));
  });

  it('refuses a link past its expiry (410), a forged one (404), and another tenant anything (404)', async () => {
    const template = await create({ ...WEEKLY, name: 'Links' });
    const report = await runNow(template.id);
    const { url } = (await call('GET', `/report-templates/${template.id}/reports/${report.id}?format=csv`)).json();
    const forged = new URL(url);
    forged.searchParams.set('tenant', 'globex');
    expect((await download(forged.toString())).statusCode).toBe(404);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await download(later.toString())).statusCode).toBe(404);
    clock = new Date(clock.getTime() + 301_000);
    expect((await download(url)).statusCode).toBe(410);
    for (const path of [`/report-templates/${template.id}`, `/report-templates/${template.id}/reports`]) {
      expect((await call('GET', path, undefined, multi, 'globex')).statusCode).toBe(404);
    }
    const foreign = `/report-templates/${GLOBEX_CANARY_REPORTS.template}/reports/${GLOBEX_CANARY_REPORTS.report}?format=csv`;
    const answer = await call('GET', foreign);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain(CANARY);
    expect((await call('POST', `/report-templates/${GLOBEX_CANARY_REPORTS.template}/reports`)).statusCode).toBe(404);
  });

  it('records a failure with its reason, and deleting a template removes its reports and files', async () => {
    const template = await create({ ...WEEKLY, name: 'Fails' });
    const ready = await runNow(template.id);
    await withMaintenance(t.database, (tx) =>
      tx.execute(sql`UPDATE report_templates SET data_source = 'retired_source' WHERE id = ${template.id}::uuid`),
    );
    const failed = await runNow(template.id);
    expect(failed).toMatchObject({ status: 'failed', available: false, rowCount: 0 });
    expect(failed.error).toBe('The data source retired_source is not available in this version');
    expect((await call('DELETE', `/report-templates/${template.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/report-templates/${template.id}`)).statusCode).toBe(404);
    await expect(t.app.reports.services.files.get(`reports/${acme}/${ready.id}.csv`)).rejects.toThrow(/No file/);
  });
});
