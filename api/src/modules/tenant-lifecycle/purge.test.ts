import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { demoUserId } from '../../db/demo/seed-directory';
import { withMaintenance } from '../../db/tenant-scope';
import { copyTemplateDatabase } from '../../testing/test-app';
import { purgeDueTenants, TENANT_PURGE_ACTOR, TENANT_TABLES, tenantRowCounts } from './purge';
import { changeTenant, DELETION_GRACE_DAYS } from './repository';

let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(() => database.close());

const DAY_MS = 86_400_000;
const root = demoUserId('root@platform.example');
const counts = (tenantId: string) => withMaintenance(database, (tx) => tenantRowCounts(tx, tenantId));

it('removes every row of a tenant from every tenant table once its deletion is due, and nothing else', async () => {
  // The tables rls.test.ts checks: every table with row-level security by tenant.
  expect(TENANT_TABLES).toHaveLength(56);
  expect(TENANT_TABLES).toEqual(expect.arrayContaining(['egress_events', 'incidents', 'audit_logs', 'memberships']));
  const globexBefore = await counts('globex');
  expect(Object.keys(globexBefore).length).toBeGreaterThan(10);
  const acmeBefore = await counts('acme-corp');

  const scheduled = await changeTenant(database, root, 'globex', 'schedule-deletion', 'Globex');
  const due = Date.parse(scheduled.deletionDueAt!);
  expect(due - Date.now()).toBeGreaterThan((DELETION_GRACE_DAYS * 24 - 1) * 3600_000);

  // A day before it is due (the pass's clock moved on 6 days): nothing goes.
  expect(await purgeDueTenants(database, new Date(due - DAY_MS))).toEqual([]);
  expect(await counts('globex')).toEqual({ ...globexBefore, audit_logs: globexBefore.audit_logs! + 1 });

  // Once due: every tenant table holds 0 rows of it, and the tenant is gone.
  expect(await purgeDueTenants(database, new Date(due + 60_000))).toEqual(['globex']);
  expect(await counts('globex')).toEqual({});
  const Exists = Type.Object({ n: Type.Integer() });
  const left = await withMaintenance(database, (tx) =>
    queryRows(tx, sql`SELECT count(*)::int AS n FROM tenants WHERE id = 'globex'`, Exists),
  );
  expect(left).toEqual([{ n: 0 }]);
  // Other tenants keep every row.
  expect(await counts('acme-corp')).toEqual(acmeBefore);
  // The platform's audit keeps the steps, the purge's included.
  const Event = Type.Object({ action: Type.String(), by: Type.String() });
  const events = await withMaintenance(database, (tx) =>
    queryRows(
      tx,
      sql`SELECT action, by_id AS by FROM tenant_lifecycle_events WHERE subject = 'globex' ORDER BY at, action`,
      Event,
    ),
  );
  expect(events).toEqual([
    { action: 'Schedule tenant deletion', by: root },
    { action: 'Delete tenant', by: TENANT_PURGE_ACTOR },
  ]);
  // Nothing left to do.
  expect(await purgeDueTenants(database, new Date(due + 2 * DAY_MS))).toEqual([]);
});

it('leaves a tenant whose deletion was cancelled (resumed) before it was due', async () => {
  const scheduled = await changeTenant(database, root, 'initech', 'schedule-deletion', 'Initech');
  await changeTenant(database, root, 'initech', 'resume');
  const before = await counts('initech');
  expect(await purgeDueTenants(database, new Date(Date.parse(scheduled.deletionDueAt!) + DAY_MS))).toEqual([]);
  expect(await counts('initech')).toEqual(before);
});
