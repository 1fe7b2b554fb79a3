import type { Database } from '../../db/database';
import { ReportRunner } from './report-runner';
import type { ReportServices } from './report-runner';

it('tells of a report made in the background that fails outright, and does not leave the failure unhandled', async () => {
  // A database that can open no scope at all, as when the server went away: the run fails before any report row.
  const database = { driver: 'postgres', close: async () => undefined } as unknown as Database;
  const failures: unknown[] = [];
  const runner = new ReportRunner({ database } as ReportServices, (error) => failures.push(error));
  const unhandled: unknown[] = [];
  const listen = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', listen);
  try {
    runner.start('acme-corp', 'acac0000-0000-4000-8000-000000000001');
    await runner.idle();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('unhandledRejection', listen);
  }
  expect(failures).toHaveLength(1);
  expect(String(failures[0])).toContain('a database is either a server pool or PGlite');
  expect(unhandled).toEqual([]);
});
