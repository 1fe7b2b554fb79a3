import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { incidentListing } from '../../modules/incidents/incident-listing';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { countRowsCapped } from './capped-count';
import { listPage } from './listing-sql';
import { parseListQuery } from './parse-list-query';

let t: TestApp;
let database: Database;
let roundTrips = 0;
beforeAll(async () => {
  t = await createTestApp();
  database = t.database;
  if (database.pglite) countPgliteCalls(database.pglite);
  else countPgMessages();
});
afterAll(() => t.close());

/** PostgreSQL: every simple Query message and every Sync (which ends an extended-protocol query) is a round trip. */
function countPgMessages(): void {
  const connection = pg.Connection.prototype as unknown as Record<'query' | 'sync', (...args: unknown[]) => unknown>;
  for (const name of ['query', 'sync'] as const) {
    const original = connection[name];
    connection[name] = function (this: unknown, ...args: unknown[]) {
      roundTrips += 1;
      return original.apply(this, args);
    };
  }
}

/** PGlite: each query or exec, and a transaction's BEGIN and COMMIT. */
function countPgliteCalls(pglite: PGlite): void {
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      roundTrips += 2;
      const query = tx.query.bind(tx);
      const exec = tx.exec.bind(tx);
      tx.query = ((...args: Parameters<typeof query>) => ((roundTrips += 1), query(...args))) as typeof tx.query;
      tx.exec = ((...args: Parameters<typeof exec>) => ((roundTrips += 1), exec(...args))) as typeof tx.exec;
      return work(tx);
    });
}

async function trips(work: () => Promise<unknown>): Promise<number> {
  roundTrips = 0;
  await work();
  return roundTrips;
}

// PostgreSQL: BEGIN travels with the tenant settings (server-scope.ts). PGlite runs in-process, where its
// transaction sends its own BEGIN: one call more, and no network.
const scopeTrips = () => (database.pglite ? 3 : 2);

describe('round trips to the database', () => {
  const scoped = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(database, 'acme-corp', work);

  it('a count takes one statement in a tenant scope (one round trip on PostgreSQL), beyond the cap too', async () => {
    const query = parseListQuery(incidentListing, { severity: ['high'], status: ['open'] });
    const exact = () => countRowsCapped(database, 'acme-corp', incidentListing, query, 100_000);
    const estimated = () => countRowsCapped(database, 'acme-corp', incidentListing, query, 1);
    expect(await trips(exact)).toBe(database.pglite ? scopeTrips() + 1 : 1);
    expect(await trips(estimated)).toBe(database.pglite ? scopeTrips() + 1 : 1);
  });

  it('a list page takes one statement in the tenant scope (3 on PostgreSQL)', async () => {
    const query = parseListQuery(incidentListing, { severity: ['high'] });
    expect(await trips(() => scoped((tx) => listPage(tx, 'acme-corp', incidentListing, query)))).toBe(scopeTrips() + 1);
  });

  it('a list request through the API is one round trip on PostgreSQL (scope and page in one message)', async () => {
    const token = await t.tokenFor('analyst@acme.example');
    const list = () =>
      t.call({ method: 'GET', url: '/incidents?severity=high&pageSize=5', token, tenant: 'acme-corp' });
    await list(); // the tenant's id and name are read once, then kept briefly
    expect(await trips(list)).toBe(database.pglite ? scopeTrips() + 1 : 1);
    const searched = () => t.call({ method: 'GET', url: '/incidents?search=a&pageSize=5', token, tenant: 'acme-corp' });
    expect(await trips(searched)).toBeGreaterThan(1); // a search takes its own steps, in a transaction
  });

  it('a count request through the API is one round trip on PostgreSQL (scope and count in one message)', async () => {
    const token = await t.tokenFor('analyst@acme.example');
    const count = () => t.call({ method: 'GET', url: '/incidents/count?severity=high', token, tenant: 'acme-corp' });
    await count(); // the tenant's id and name are read once, then kept briefly
    expect(await trips(count)).toBe(database.pglite ? scopeTrips() + 1 : 1);
  });
});
