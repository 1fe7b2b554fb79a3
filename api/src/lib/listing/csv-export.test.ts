import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uncheckedRows } from '../../testing/query-rows';
import { withTenant } from '../../db/tenant-scope';
import { auditLogListing } from '../../modules/audit-logs/audit-log-listing';
import { incidentListing } from '../../modules/incidents/incident-listing';
import { copyTemplateDatabase } from '../../testing/test-app';
import { csvField, csvRecord, exportCsv, neutraliseCell } from './csv-export';
import { listPage } from './listing-sql';
import { parseListQuery } from './parse-list-query';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('CSV fields', () => {
  it('neutralises cells starting with = + - @ tab or CR with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseCell(`${start}1`)).toBe(`'${start}1`);
    expect(neutraliseCell('a=1')).toBe('a=1');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(-3)).toBe("'-3");
  });

  it('quotes commas, quotes, CR and LF (doubling quotes), so a value never ends a record', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('note\n=2+3')).toBe('"note\n=2+3"');
    expect(csvField('note\r=2+3')).toBe('"note\r=2+3"');
    expect(csvField('\rx')).toBe(`"'\rx"`);
    expect(csvField('plain')).toBe('plain');
  });

  it('ends each record with CRLF', () => {
    expect(csvRecord(['a', 1, true, null])).toBe('a,1,true,\r\n');
  });
});

describe('CSV export by COPY', () => {
  let database: Database;
  beforeAll(async () => {
    database = await copyTemplateDatabase();
    await withTenant(database, 'acme-corp', (tx) =>
      tx.execute(sql`insert into audit_logs (tenant_id, dashboard_user_id, user_identifier, page, action, outcome, description)
        values ('acme-corp', 'U1', 'planter', 'Lists', 'Export', 'Success', ${'note\n=2+3'}),
               ('acme-corp', 'U1', 'planter', 'Lists', 'Export', 'Success', ${'a\rb'}),
               ('acme-corp', 'U1', 'planter', 'Lists', 'Export', 'Success', ${'@SUM(1), "quoted"'}),
               ('acme-corp', 'U1', 'planter', 'Lists', 'Export', 'Success', ${'-1'})`),
    );
  });
  afterAll(() => database.close());

  const exported = (raw: Record<string, unknown>, options?: { pgliteBatch?: number }) =>
    text(exportCsv(database, 'acme-corp', auditLogListing, parseListQuery(auditLogListing, raw), options));

  it('quotes CR and LF so no cell starts a row, neutralises formulas in SQL, ends records with CRLF', async () => {
    const body = await exported({ search: 'planter' });
    // Only CRLF ends a record: a bare LF or CR outside a quoted value would break this parse.
    const records = parse(body, { record_delimiter: '\r\n', bom: true }) as string[][];
    expect(records[0]).toEqual(auditLogListing.csvColumns.map((column) => column.header));
    expect(records.slice(1).every((record) => record.length === records[0]!.length)).toBe(true);
    const descriptions = records.slice(1).map((record) => record[records[0]!.indexOf('Description')]);
    expect(descriptions.sort()).toEqual(["'-1", `'@SUM(1), "quoted"`, 'a\rb', 'note\n=2+3']);
    expect(body).toContain('"note\n=2+3"');
    expect(body).toContain('"a\rb"');
    expect(body.endsWith('\r\n')).toBe(true);
    // A UTF-8 byte-order mark first, so a spreadsheet reads accented and non-Latin names right.
    expect(body.startsWith('\uFEFFCreated,')).toBe(true);
    expect(body.replace(/"[^"]*"/g, '').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('answers the tenant’s matching rows only, in the list’s order, as the count says', async () => {
    const query = parseListQuery(auditLogListing, { sortColumn: 'user', sortOrder: 'asc', pageSize: 1000 });
    const page = await withTenant(database, 'acme-corp', (tx) => listPage(tx, 'acme-corp', auditLogListing, query));
    const records = parse(await exported({ sortColumn: 'user', sortOrder: 'asc' }), {
      record_delimiter: '\r\n',
      bom: true,
    });
    expect(records.slice(1).map((record: string[]) => record[0])).toEqual(page.rows.map((row) => row.created));
    const other = await withTenant(database, 'globex', (tx) =>
      uncheckedRows<{ n: number }>(tx, sql`select count(*)::int as n from audit_logs where description = 'a\rb'`),
    );
    expect(other[0]?.n).toBe(0);
  });

  it('reads PGlite in batches that join up exactly', async () => {
    const whole = await exported({ sortColumn: 'action', sortOrder: 'asc' });
    expect(await exported({ sortColumn: 'action', sortOrder: 'asc' }, { pgliteBatch: 7 })).toBe(whole);
  });

  it('closes a server connection whose COPY was abandoned, and keeps serving', async () => {
    const stream = exportCsv(database, 'acme-corp', incidentListing, parseListQuery(incidentListing, {}));
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    stream.destroy();
    const counts = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() =>
        withTenant(
          database,
          'acme-corp',
          async (tx) => (await uncheckedRows<{ n: number }>(tx, sql`select 1 as n`))[0],
        ),
      ),
    );
    expect(counts).toEqual(Array(6).fill({ n: 1 }));
  });
});
