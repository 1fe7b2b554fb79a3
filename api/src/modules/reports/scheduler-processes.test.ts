import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startApiProcess, stopApiProcesses } from '../../testing/api-process';
import type { ApiProcess } from '../../testing/api-process';

// Two API processes on one PostgreSQL server, each running its scheduler every second over a template that runs every
// second: each slot is made exactly once (runs when TEST_DATABASE_URL is set, like process-lifecycle.test.ts).

/** A guard against a hung process, not a speed limit: each start migrates and may load the demo data. */
const GUARD_MS = 900_000;
const TEMPLATE = 'acac0000-0000-4000-8000-00000005c4ed';
const SLOTS = 8;

const serverUrl = process.env.TEST_DATABASE_URL;
afterAll(() => stopApiProcesses());

interface Row {
  slot: Date;
  status: string;
  started: Date | null;
}

/** Waits, polling the database, until `done` holds for the template's scheduled reports (or a process ends). */
async function waitFor(client: pg.Client, apis: ApiProcess[], done: (rows: Row[]) => boolean): Promise<Row[]> {
  let ended = false;
  for (const api of apis) void api.exited.then(() => (ended = true));
  for (;;) {
    const { rows } = await client.query<Row>(
      `SELECT slot, status, started FROM reports WHERE template_id = $1 AND trigger = 'schedule' ORDER BY slot`,
      [TEMPLATE],
    );
    if (done(rows)) return rows;
    if (ended) throw new Error(`an API process ended: ${apis.map((api) => api.stderr()).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the report scheduler across processes', () => {
  (serverUrl ? it : it.skip)(
    'makes each (template, slot) once with two API processes on one PostgreSQL server',
    async () => {
      const name = `console_sched_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'scheduler-processes-'));
      const client = new pg.Client({ connectionString: url.toString() });
      try {
        const env = { REPORT_SCHEDULER_TICK: '* * * * * *', REPORT_MISSED_SLOTS: '30', DEMO_EVENTS: '200' };
        const first = await startApiProcess({ dataDir, databaseUrl: url.toString(), env });
        const second = await startApiProcess({ dataDir, databaseUrl: url.toString(), env });
        await client.connect();
        // A schedule every second (croner's six fields): a cron the picker cannot write, so it goes in by SQL.
        await client.query(
          `INSERT INTO report_templates (tenant_id, id, name, data_source, schedule_cron, recipients)
           VALUES ('acme-corp', $1, 'Every second', 'devices', '* * * * * *', ARRAY['ops@acme.example'])`,
          [TEMPLATE],
        );
        const made = await waitFor(
          client,
          [first, second],
          (rows) => rows.filter((row) => row.status === 'ready').length >= SLOTS,
        );
        first.child.kill('SIGTERM');
        second.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        expect(await second.exited).toBe(0);

        const { rows } = await client.query<Row>(
          `SELECT slot, status, started FROM reports WHERE template_id = $1 AND trigger = 'schedule' ORDER BY slot`,
          [TEMPLATE],
        );
        expect(rows.length).toBeGreaterThanOrEqual(made.length);
        const seconds = rows.map((row) => row.slot.getTime() / 1000);
        // One report a second, none twice and none skipped between the first and the last.
        expect(seconds).toEqual(seconds.map((_, index) => seconds[0]! + index));
        expect(rows.every((row) => row.status === 'ready' && row.started !== null)).toBe(true);
        // Each delivered once: one e-mail (kept in the outbox: no SMTP) per report.
        const mail = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM outbox_messages WHERE subject = 'Report: Every second'`,
        );
        expect(Number(mail.rows[0]!.n)).toBe(rows.length);
      } finally {
        await client.end().catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    GUARD_MS,
  );
});
