import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let analyst: string;
const acme = 'acme-corp';

beforeAll(async () => {
  t = await createTestApp();
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());

interface Row {
  id: string;
  created: string;
  assignedTo: string | null;
  version: number;
}

const get = (url: string) => t.call({ method: 'GET', url, token: analyst, tenant: acme });
const send = (method: 'PATCH' | 'POST', url: string, payload: object) =>
  t.call({ method, url, token: analyst, tenant: acme, payload });
const incident = async (row: Row): Promise<Row> =>
  (await get(`/incidents/${row.id}?created=${row.created}`)).json().extendIncident;

describe('a batch that unassigns (assignedTo: null)', () => {
  it('unassigns the chosen incidents, and its undo gives them back their assignees', async () => {
    const assignees = (await get('/assignees')).json().assignees as { userId: string }[];
    const chosen = ((await get('/incidents?severity=low&status=open&pageSize=3')).json().incidents as Row[]).slice(
      0,
      3,
    );
    expect(chosen).toHaveLength(3);
    const keys = chosen.map(({ id, created }) => ({ id, created }));
    const assigned = await send('PATCH', '/incidents/batch', {
      ids: keys,
      changes: { assignedTo: assignees[0]!.userId },
    });
    expect(assigned.statusCode).toBe(200);

    const unassigned = await send('PATCH', '/incidents/batch', { ids: keys, changes: { assignedTo: null } });
    expect(unassigned.statusCode).toBe(200);
    expect(unassigned.json()).toMatchObject({ state: 'applied', updated: 3, count: 3 });
    for (const row of await Promise.all(chosen.map(incident))) expect(row.assignedTo).toBeNull();

    const undone = await send('POST', `/incidents/batches/${unassigned.json().batchId}/undo`, {});
    expect(undone.json()).toMatchObject({ restored: 3, skipped: 0 });
    for (const row of await Promise.all(chosen.map(incident))) expect(row.assignedTo).toBe(assignees[0]!.userId);
  });

  it('unassigns every incident matching a filter', async () => {
    const unassigned = await send('PATCH', '/incidents/batch', {
      allMatching: { severity: 'medium', status: 'open' },
      changes: { assignedTo: null },
    });
    expect(unassigned.statusCode).toBe(200);
    const left = (await get('/incidents?severity=medium&status=open&pageSize=1000')).json().incidents as Row[];
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((row) => row.assignedTo !== null)).toEqual([]);
  });
});

describe('one incident unassigned (assignedTo: null)', () => {
  it('unassigns it; an unknown assignee is still refused', async () => {
    const assignees = (await get('/assignees')).json().assignees as { userId: string }[];
    const [row] = (await get('/incidents?severity=high&status=open&pageSize=1')).json().incidents as Row[];
    const url = `/incidents/${row!.id}?created=${row!.created}`;
    expect((await send('PATCH', url, { assignedTo: assignees[0]!.userId })).statusCode).toBe(200);
    const unassigned = await send('PATCH', url, { assignedTo: null });
    expect(unassigned.statusCode).toBe(200);
    expect(unassigned.json().assignedTo).toBeNull();
    const unknown = await send('PATCH', url, { assignedTo: 'U-nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Invalid assignedTo: is not a user of this tenant');
  });
});
