import { CANARY } from '../../testing/canaries';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { GLOBEX_CANARY_INCIDENT } from './incident-canaries';

let t: TestApp;
let admin: string;
let multi: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@acme.example');
  multi = await t.tokenFor('multi@globex.example');
});
afterAll(() => t.close());

const MISSING = '0badc0de-0000-4000-8000-000000000000';
const { id: foreignId, eventId, created } = GLOBEX_CANARY_INCIDENT;

/** Every route addressing one incident, as [method, url, payload]. */
const routes = (id: string): ['GET' | 'PATCH' | 'POST', string, object | undefined][] => [
  ['GET', `/incidents/${id}?created=${created}`, undefined],
  ['GET', `/incidents/${id}`, undefined],
  ['PATCH', `/incidents/${id}?created=${created}`, { status: 'resolved' }],
  ['GET', `/incidents/${id}/comments?created=${created}`, undefined],
  ['POST', `/incidents/${id}/comments?created=${created}`, { message: 'hello' }],
  ['GET', `/incidents/${id}/ai-sprinkles?created=${created}`, undefined],
  ['PATCH', `/incidents/${id}/exception-status?eventID=${eventId}&created=${created}`, { exceptionStatus: 'Approved' }],
];

describe('incidents of another tenant', () => {
  it.each(routes(foreignId).map((route, index) => [route[0], route[1], index] as const))(
    '%s %s answers Acme exactly as for a missing incident',
    async (method, url, index) => {
      const payload = routes(foreignId)[index]![2];
      const foreign = await t.call({ method, url, token: admin, tenant: 'acme-corp', ...(payload && { payload }) });
      const missingRoute = routes(MISSING)[index]!;
      const missing = await t.call({
        method,
        url: missingRoute[1],
        token: admin,
        tenant: 'acme-corp',
        ...(payload && { payload }),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      // The incident lookup answered, not a switched-off feature: otherwise the comparison proves nothing.
      expect(foreign.json().detail).toBe('The incident was not found');
      expect(foreign.body).not.toContain(CANARY);
    },
  );

  it("a batch naming another tenant's incident changes nothing there", async () => {
    const response = await t.call({
      method: 'PATCH',
      url: '/incidents/batch',
      token: admin,
      tenant: 'acme-corp',
      payload: { ids: [{ id: foreignId, created }], changes: { status: 'dismissed' } },
    });
    expect(response.json()).toMatchObject({ updated: 0, count: 0 });
    const globex = await t.call({ method: 'GET', url: `/incidents/${foreignId}`, token: multi, tenant: 'globex' });
    expect(globex.json().extendIncident.status).toBe('open');
  });

  it('Globex itself sees its canary incident, options and summary (the probes would see a leak)', async () => {
    const call = (url: string) => t.call({ method: 'GET', url, token: multi, tenant: 'globex' });
    expect((await call('/incidents?search=canary-7f3a9c')).body).toContain(CANARY);
    expect((await call(`/incidents/${foreignId}/comments`)).body).toContain(CANARY);
    expect((await call('/filters/hostname-options?search=canary')).body).toContain(CANARY);
    expect((await call('/incidents/count?search=canary-7f3a9c')).json().totalFilteredIncidents).toBe(1);
    expect((await call('/outbox')).body).toContain(CANARY);
  });
});
