import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { copyTemplateDatabase } from '../testing/test-app';
import type { Database, Tx } from './database';
import { queryRows } from './database';
import { uncheckedRows } from '../testing/query-rows';
import { readInTenant, readRawInTenant, withMaintenance, withTenant, withTenantScope } from './tenant-scope';

let database: Database;
beforeAll(async () => {
  database = await copyTemplateDatabase();
});
afterAll(() => database.close());

/** The database's own message (drizzle wraps it in "Failed query"). */
async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'succeeded';
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
}

const count = async (tx: Parameters<Parameters<typeof withTenant>[2]>[0], table: string) =>
  (await uncheckedRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

describe('row-level security', () => {
  it('shows the API role nothing when no tenant is set', async () => {
    const n = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'console_app', true)`);
      return count(tx, 'audit_logs');
    });
    expect(n).toBe(0);
  });

  it('shows a tenant only its own rows, and the owner only under the maintenance switch', async () => {
    const acme = await withTenant(database, 'acme-corp', (tx) =>
      uncheckedRows<{ tenant_id: string }>(tx, sql`select distinct tenant_id from egress_events`),
    );
    expect(acme).toEqual([{ tenant_id: 'acme-corp' }]);
    const all = await withMaintenance(database, (tx) => count(tx, 'egress_events'));
    const acmeCount = await withTenant(database, 'acme-corp', (tx) => count(tx, 'egress_events'));
    expect(all).toBeGreaterThan(acmeCount ?? 0);
  });

  it('refuses a row written for another tenant', async () => {
    const insert = await failure(
      withTenant(database, 'acme-corp', (tx) =>
        tx.execute(sql`insert into audit_logs (tenant_id, dashboard_user_id, user_identifier, page, action, outcome)
                       values ('globex', 'U1', 'x', 'Lists', 'Create', 'Success')`),
      ),
    );
    expect(insert).toMatch(/row-level security/);
    const update = await failure(
      withTenant(database, 'acme-corp', (tx) => tx.execute(sql`update egress_events set tenant_id = 'globex'`)),
    );
    expect(update).toMatch(/row-level security/);
  });

  it('hides password hashes from the API role', async () => {
    const read = await failure(
      withTenant(database, 'acme-corp', (tx) => tx.execute(sql`select password_hash from users`)),
    );
    expect(read).toMatch(/permission denied/);
  });

  // A partition has none of its own: the API role may not touch it and reaches its rows through the parent (rls.test.ts).
  it('covers every table with a tenant_id: RLS enabled and forced, a tenant policy, not owned by the API role', async () => {
    const rows = await uncheckedRows<{
      table: string;
      enabled: boolean;
      forced: boolean;
      policies: number;
      owner: string;
    }>(
      database.db,
      sql`select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            (select count(*)::int from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as policies,
            pg_get_userbyid(c.relowner) as owner
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
            and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
          order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(16);
    for (const row of rows)
      expect({ ...row, owner: row.owner === 'console_app' }).toEqual({
        ...row,
        enabled: true,
        forced: true,
        policies: 1,
        owner: false,
      });
  });

  it('leads every index of a tenant-owned table with tenant_id', async () => {
    const rows = await uncheckedRows<{ index: string; first: string }>(
      database.db,
      sql`select i.indexrelid::regclass::text as index, a.attname as first
          from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
          left join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
          where n.nspname = 'public'
            and exists (select 1 from pg_attribute t where t.attrelid = c.oid and t.attname = 'tenant_id')`,
    );
    expect(rows.filter((row) => row.first !== 'tenant_id')).toEqual([]);
  });
});

describe('tenant scopes on a connection pool', () => {
  it('leaves queries outside a scope alone (the reverted e04901e hung them on a server)', async () => {
    await withTenant(database, 'acme-corp', (tx) => tx.execute(sql`select 1`));
    const [row] = await uncheckedRows<{ n: number }>(database.db, sql`select 2::int as n`);
    expect(row?.n).toBe(2);
  });

  it('opens a clean scope after a failed one, with its own tenant', async () => {
    await expect(withTenant(database, 'acme-corp', (tx) => tx.execute(sql`select 1/0`))).rejects.toThrow();
    const tenants = await Promise.all(
      ['globex', 'acme-corp', 'initech', 'globex'].map((tenant) =>
        withTenant(database, tenant, async (tx) => {
          const [row] = await uncheckedRows<{ t: string; role: string }>(
            tx,
            sql`select current_setting('app.tenant_id') as t, current_user as role`,
          );
          return row;
        }),
      ),
    );
    expect(tenants).toEqual(['globex', 'acme-corp', 'initech', 'globex'].map((t) => ({ t, role: 'console_app' })));
  });

  // A tenant's scope (its own connection handling) and the maintenance scope (drizzle's transaction on the pool, as
  // the background passes run: retention, partitions, the tenant purge) alike.
  const scopes = [
    ['a tenant scope', <T>(work: (tx: Tx) => Promise<T>) => withTenant(database, 'acme-corp', work)],
    ['the maintenance scope', <T>(work: (tx: Tx) => Promise<T>) => withMaintenance(database, work)],
  ] as const;
  (process.env.TEST_DATABASE_URL ? it.each(scopes) : it.skip.each(scopes))(
    'survives %s losing its connection between two statements: it fails, the process goes on, the pool serves',
    async (_name, within) => {
      const scope = within(async (tx) => {
        const [own] = await uncheckedRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // Another connection ends this one (as a server shutting down would), and waits until it is gone.
        await database.db.execute(sql`select pg_terminate_backend(${own!.pid})`);
        for (;;) {
          const [left] = await uncheckedRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from pg_stat_activity where pid = ${own!.pid}`,
          );
          if (left?.n === 0) break;
        }
        // The connection heard its end while idle and checked out: unheard, that `error` would end the process.
        await new Promise((resolve) => setImmediate(resolve));
        await tx.execute(sql`select 1`);
      });
      await expect(scope).rejects.toThrow();
      const [after] = await withTenant(database, 'globex', (tx) =>
        uncheckedRows<{ t: string }>(tx, sql`select current_setting('app.tenant_id') as t`),
      );
      expect(after).toEqual({ t: 'globex' });
    },
  );

  it('escapes the tenant id it sends as a literal', async () => {
    const odd = "o'hara\\x";
    const [row] = await withTenant(database, odd, (tx) =>
      uncheckedRows<{ t: string }>(tx, sql`select current_setting('app.tenant_id') as t`),
    );
    expect(row?.t).toBe(odd);
  });

  it('streams COPY inside the scope: only the tenant’s rows, as the API role', async () => {
    const text = await withTenantScope(database, 'acme-corp', async (scope) => {
      let out = '';
      for await (const chunk of scope.copyOut('COPY (SELECT DISTINCT tenant_id FROM egress_events) TO STDOUT'))
        out += String(chunk);
      return out;
    });
    expect(text).toBe('acme-corp\n');
  });
});

describe('a read in a tenant scope of its own (one message on a server)', () => {
  const scopeOf = sql`select current_setting('app.tenant_id') as t, current_user as role,
    current_setting('transaction_read_only') as "readOnly"`;
  const ScopeRow = Type.Object({ t: Type.String(), role: Type.String(), readOnly: Type.String() });

  it('reads as the API role, in the tenant, in a read-only transaction, and leaves no transaction open', async () => {
    const [scope] = await readInTenant(database, 'globex', scopeOf, ScopeRow);
    expect(scope).toEqual({ t: 'globex', role: 'console_app', readOnly: 'on' });
    const tenants = await readInTenant(
      database,
      'acme-corp',
      sql`select distinct tenant_id from egress_events`,
      Type.Object({ tenant_id: Type.String() }),
    );
    expect(tenants).toEqual([{ tenant_id: 'acme-corp' }]);
    // Outside any scope again: the owner, and no transaction left behind. A transaction-local setting made by one
    // statement is gone at the next only when each statement commits on its own (no clock involved: comparing now()
    // with statement_timestamp() failed whenever the clock ticked between the extended protocol's messages).
    await uncheckedRows(database.db, sql`select set_config('app.probe', 'left behind', true)`);
    const [after] = await uncheckedRows<{ role: string; probe: string }>(
      database.db,
      sql`select current_user as role, coalesce(current_setting('app.probe', true), '') as probe`,
    );
    expect(after).toEqual({ role: expect.not.stringMatching(/^console_app$/), probe: '' });
    if (database.pool) {
      // On a server the pool may hand out another connection: none of this database's is left in a transaction.
      const [idle] = await uncheckedRows<{ open: number }>(
        database.db,
        sql`select count(*)::int as open from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect(idle).toEqual({ open: 0 });
    }
  });

  it('inlines its values as literals, quotes and semicolons included', async () => {
    const odd = "x'); select 1; --\\";
    const [row] = await readInTenant(
      database,
      'acme-corp',
      sql`select ${odd}::text as v, ${42}::int as n`,
      Type.Object({ v: Type.String(), n: Type.Integer() }),
    );
    expect(row).toEqual({ v: odd, n: 42 });
  });

  it('reads the schema’s columns only, and refuses a row that does not match its schema', async () => {
    const statement = sql`select 'a'::text as v, 1::int as n, 'hidden'::text as extra`;
    const Row = Type.Object({ v: Type.String(), n: Type.Integer() });
    expect(await readInTenant(database, 'acme-corp', statement, Row)).toEqual([{ v: 'a', n: 1 }]);
    expect(await queryRows(database.db, statement, Row)).toEqual([{ v: 'a', n: 1 }]);
    const Drifted = Type.Object({ v: Type.String(), n: Type.String() });
    await expect(readInTenant(database, 'acme-corp', statement, Drifted)).rejects.toThrow(/schema at \/n/);
    await expect(queryRows(database.db, statement, Drifted)).rejects.toThrow(/schema at \/n/);
  });

  it('answers int8 differently by driver: a schema reads it cast to a definite type', async () => {
    const raw = await readRawInTenant(database, 'acme-corp', sql`select count(*) as n`);
    // node-postgres answers int8 as text, PGlite as a number.
    expect(typeof raw[0]?.n).toBe(database.pool ? 'string' : 'number');
    const Row = Type.Object({ n: Type.Integer() });
    expect(await readInTenant(database, 'acme-corp', sql`select count(*)::int as n`, Row)).toEqual([{ n: 1 }]);
  });

  it('refuses a value holding a NUL character (on a server before sending it)', async () => {
    const read = readRawInTenant(database, 'acme-corp', sql`select ${'a\u0000b'}::text as v`);
    // PGlite takes the value as a parameter, which PostgreSQL refuses itself.
    await expect(read).rejects.toThrow(database.pool ? /NUL character/ : /Failed query/);
  });

  it('refuses a statement that writes, and a second statement', async () => {
    const write = sql`update egress_events set tenant_id = tenant_id where false`;
    expect(await failure(readRawInTenant(database, 'acme-corp', write))).toMatch(/read-only transaction/);
    if (database.pool) {
      await expect(readRawInTenant(database, 'acme-corp', sql`select 1; select 2`)).rejects.toThrow(/one statement/);
    }
  });

  it('answers a failure, then reads cleanly on the same pool (no aborted transaction reused)', async () => {
    expect(await failure(readRawInTenant(database, 'acme-corp', sql`select 1/0`))).toMatch(/division by zero/);
    const scopes = await Promise.all(
      ['initech', 'acme-corp', 'globex'].map(
        async (tenant) => (await readInTenant(database, tenant, scopeOf, ScopeRow))[0],
      ),
    );
    expect(scopes).toEqual(['initech', 'acme-corp', 'globex'].map((t) => ({ t, role: 'console_app', readOnly: 'on' })));
  });
});
