import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// Two writers at once: the undo of a batch and a PATCH of one of its incidents, sent together (Promise.all) many
// times, on PGlite and, under `npm run test:pg`, on PostgreSQL where the two transactions really overlap. Whatever
// the interleaving, no write is lost: the writer's value is kept (and the undo counts the incident as skipped), or
// the undo restored first (and a writer holding the batch's version is refused with 412, or applies on top).

let t: TestApp;
let analyst: string;
const acme = 'acme-corp';
const ROUNDS = 20;

beforeAll(async () => {
  t = await createTestApp();
  analyst = await t.tokenFor('analyst@acme.example');
});
afterAll(() => t.close());

interface Row {
  id: string;
  created: string;
  status: string;
  version: number;
}

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, headers = {}) =>
  t.call({ method, url, token: analyst, tenant: acme, ...(payload && { payload }), headers });
const read = async (row: Row): Promise<Row> =>
  (await call('GET', `/incidents/${row.id}?created=${row.created}`)).json().extendIncident;

/** Batches `row` to in_progress and answers the batch id and the version the batch left the incident at. */
async function batchOf(row: Row): Promise<{ batchId: string; version: number }> {
  const outcome = await call('PATCH', '/incidents/batch', {
    ids: [{ id: row.id, created: row.created }],
    changes: { status: 'in_progress' },
  });
  expect(outcome.json()).toMatchObject({ state: 'applied', updated: 1 });
  return { batchId: outcome.json().batchId, version: (await read(row)).version };
}

/** One round: the undo and the writer's PATCH (status dismissed) at once; answers what each said and the end state. */
async function race(row: Row, ifMatch: boolean) {
  await call('PATCH', `/incidents/${row.id}?created=${row.created}`, { status: 'open' });
  const { batchId, version } = await batchOf(row);
  const [write, undo] = await Promise.all([
    call(
      'PATCH',
      `/incidents/${row.id}?created=${row.created}`,
      { status: 'dismissed' },
      ifMatch ? { 'if-match': `"${version}"` } : {},
    ),
    call('POST', `/incidents/batches/${batchId}/undo`),
  ]);
  expect(undo.statusCode).toBe(200);
  return { write: write.statusCode, undo: undo.json(), status: (await read(row)).status };
}

describe('undo against a concurrent writer', () => {
  let rows: Row[];
  beforeAll(async () => {
    rows = (await call('GET', '/incidents?severity=low&pageSize=4')).json().incidents;
  });

  it(`keeps the writer's value or refuses it with 412, never losing it (${ROUNDS} rounds, If-Match)`, async () => {
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { write, undo, status } = await race(rows[round % rows.length]!, true);
      if (write === 200) {
        // The writer committed first: the undo found a newer version and skipped the incident.
        expect({ undo, status }).toEqual({
          undo: { restored: 0, skipped: 1, changedSince: 1, deleted: 0 },
          status: 'dismissed',
        });
        seen.add('writer first');
      } else {
        // The undo committed first: the writer's version is stale, it was told so (412), and the value is restored.
        expect({ write, undo, status }).toEqual({
          write: 412,
          undo: { restored: 1, skipped: 0, changedSince: 0, deleted: 0 },
          status: 'open',
        });
        seen.add('undo first');
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it(`ends with the writer's value whichever commits first (${ROUNDS} rounds, no If-Match)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { write, undo, status } = await race(rows[round % rows.length]!, false);
      expect(write).toBe(200);
      expect(undo.restored + undo.changedSince).toBe(1);
      // Restored first and then written, or written first and skipped: the writer's value is there either way.
      expect(status).toBe('dismissed');
    }
  });
});
