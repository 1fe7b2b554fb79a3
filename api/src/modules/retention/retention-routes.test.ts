import { RETENTION_DEFAULTS } from 'shared-contracts';
import type { RetentionConfig } from 'shared-contracts';
import { CANARY } from '../../testing/canaries';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let analyst: string;
let multi: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, analyst, multi] = await Promise.all([
    t.tokenFor('admin@acme.example'),
    t.tokenFor('analyst@acme.example'),
    t.tokenFor('multi@globex.example'),
  ]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', token = analyst, payload?: object, tenant = 'acme-corp') =>
  t.call({ method, url: '/retention', token, tenant, ...(payload && { payload }) });
const auditOf = async () =>
  (await t.call({ method: 'GET', url: '/audit-logs?page=Retention', token: admin, tenant: 'acme-corp' })).json<{
    results: { page: string; action: string; outcome: string; objectId: string; user: string; description: string }[];
  }>().results;

describe('GET and PUT /retention', () => {
  it('answers the defaults (180 days each) to any member until a Tenant Admin sets it', async () => {
    const response = await call('GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...RETENTION_DEFAULTS, updated: null, updatedBy: null, nextPass: null });
  });

  it('refuses an analyst (403) and values out of 30 to 730 days (400 naming the field), changing nothing', async () => {
    const valid = { eventsDays: 90, incidentsDays: 365, evidenceDays: 30 };
    const refused = await call('PUT', analyst, valid);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    for (const [body, field] of [
      [{ ...valid, eventsDays: 29 }, 'eventsDays'],
      [{ ...valid, incidentsDays: 731 }, 'incidentsDays'],
      [{ ...valid, evidenceDays: 0 }, 'evidenceDays'],
      [{ ...valid, eventsDays: 90.5 }, 'eventsDays'],
      [{ eventsDays: 90, incidentsDays: 90 }, 'evidenceDays'],
      [{ ...valid, updatedBy: 'me' }, 'updatedBy'],
    ] as const) {
      const response = await call('PUT', admin, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(field);
    }
    expect((await call('GET')).json()).toMatchObject({ ...RETENTION_DEFAULTS, updated: null });
  });

  it('lets a Tenant Admin set it, audited with the old and new values, for their tenant only', async () => {
    const response = await call('PUT', admin, { eventsDays: 30, incidentsDays: 730, evidenceDays: 180 });
    expect(response.statusCode).toBe(200);
    const saved = response.json<RetentionConfig>();
    expect(saved).toMatchObject({ eventsDays: 30, incidentsDays: 730, evidenceDays: 180, updatedBy: 'Avery Chen' });
    expect(Date.parse(saved.updated!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call('GET')).json()).toEqual(saved);
    expect((await auditOf())[0]).toMatchObject({
      page: 'Retention',
      action: 'Update',
      outcome: 'Success',
      objectId: 'retention',
      user: 'Avery Chen',
      description: 'Retention: events 180 → 30 days; incidents 180 → 730 days',
    });
    // Evidence's retention is the same setting.
    expect(
      (await t.call({ method: 'GET', url: '/evidence/config', token: analyst, tenant: 'acme-corp' })).json(),
    ).toMatchObject({ retentionDays: 180 });
    // Globex keeps its own (the canary's), and Acme's answers never show it.
    const globex = (await call('GET', multi, undefined, 'globex')).json<RetentionConfig>();
    expect(globex).toMatchObject({ eventsDays: 31, incidentsDays: 32, evidenceDays: 33 });
    expect(JSON.stringify(saved)).not.toContain(CANARY);
  });
});
