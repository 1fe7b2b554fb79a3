import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportTemplate } from 'shared-contracts';
import { localFileStore } from '../../lib/storage/file-store';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { ReportScheduler } from './report-scheduler';

const DAY = 24 * 3600 * 1000;
let t: TestApp;
let admin: string;
let root: string;
let clock = new Date();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'report-scheduler-'));
  t = await createTestApp({}, { reportClock: () => clock, files: localFileStore(root) });
  admin = await t.tokenFor('admin@acme.example');
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call({ method, url, token: admin, tenant: 'acme-corp', ...(payload && { payload }) });

async function createDaily(name: string): Promise<ReportTemplate> {
  const response = await call('POST', '/report-templates', {
    name,
    dataSource: 'devices',
    recipients: [],
    repeatEveryPeriod: 'day',
    repeatEveryCount: 1,
    repeatOn: [],
    time: '06:00',
    timezone: 'UTC',
    deliveryNotification: 'email',
    exportFormat: 'csv',
  });
  expect(response.statusCode).toBe(200);
  return response.json().reportTemplateDetails;
}

const scheduled = async (id: string) =>
  (
    (await call('GET', `/report-templates/${id}/reports`)).json().reports as {
      trigger: string;
      slot: string;
      status: string;
      available: boolean;
    }[]
  ).filter((report) => report.trigger === 'schedule');

describe('the report scheduler', () => {
  it('runs the missed slots once, up to the limit, then each new slot once; paused templates never', async () => {
    const start = new Date();
    const daily = await createDaily('Scheduled daily devices');
    const paused = await createDaily('Scheduled paused devices');
    await call('PATCH', `/report-templates/${paused.id}/status?pause=true`);
    const scheduler = new ReportScheduler(t.app.reports.services, t.app.reports.runner, { missedLimit: 3 });

    // Ten days of downtime: ten slots missed, the latest three made, each a report of its own.
    clock = new Date(start.getTime() + 10 * DAY);
    await scheduler.tick();
    await t.app.reports.runner.idle();
    const made = await scheduled(daily.id);
    expect(made).toHaveLength(3);
    expect(made.every((report) => report.status === 'ready')).toBe(true);
    expect(new Set(made.map((report) => report.slot)).size).toBe(3);

    // Nothing new is due: a second pass (or another process's) claims nothing.
    expect((await scheduler.tick()).claimed).toEqual([]);
    expect(await scheduled(daily.id)).toHaveLength(3);

    clock = new Date(clock.getTime() + DAY);
    await scheduler.tick();
    await t.app.reports.runner.idle();
    expect(await scheduled(daily.id)).toHaveLength(4);
    expect(await scheduled(paused.id)).toEqual([]);
  });

  it('removes report files past retention, leaving the report unavailable', async () => {
    const template = await createDaily('Retention devices');
    const scheduler = new ReportScheduler(t.app.reports.services, t.app.reports.runner, { retentionDays: 30 });
    clock = new Date(Date.now() + 2 * DAY);
    await scheduler.tick();
    await t.app.reports.runner.idle();
    expect((await scheduled(template.id)).every((report) => report.available)).toBe(true);
    clock = new Date(Date.now() + 40 * DAY);
    const pass = await scheduler.tick();
    await t.app.reports.runner.idle();
    expect(pass.expired).toBeGreaterThan(0);
    const reports = await scheduled(template.id);
    expect(
      reports.filter((report) => report.slot < new Date(Date.now() + 3 * DAY).toISOString()).every((r) => !r.available),
    ).toBe(true);
  });
});
