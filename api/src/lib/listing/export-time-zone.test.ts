import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { formatBytes } from 'shared-contracts';
import { withTenant } from '../../db/tenant-scope';
import { REPORT_SOURCES, withColumns } from '../../modules/reports/report-sources';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { exportCsv } from './csv-export';
import { exportStamp, exportTimeZoneOf } from './export-time-zone';
import { parseListQuery } from './parse-list-query';

describe('exportTimeZoneOf', () => {
  it('answers the canonical IANA name, UTC when none is given', () => {
    expect(exportTimeZoneOf({})).toBe('UTC');
    expect(exportTimeZoneOf({ timeZone: '' })).toBe('UTC');
    expect(exportTimeZoneOf({ timeZone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(exportTimeZoneOf({ timeZone: 'europe/paris' })).toBe('Europe/Paris');
    expect(exportTimeZoneOf({ timeZone: 'Etc/GMT+5' })).toBe('Etc/GMT+5');
  });

  it.each(['Mars/Olympus', '+01:00', 'UTC-3', 'Europe/Paris; drop table x', '../etc/passwd'])(
    'refuses %s with a 400 naming timeZone',
    (timeZone) => {
      expect(() => exportTimeZoneOf({ timeZone })).toThrow(expect.objectContaining({ statusCode: 400 }));
    },
  );
});

describe('exportStamp', () => {
  it('is the local time in the zone followed by the zone', () => {
    const moment = new Date('2026-03-29T01:30:00.000Z');
    expect(exportStamp(moment, 'UTC')).toBe('2026-03-29T01-30-00-UTC');
    expect(exportStamp(moment, 'Europe/Paris')).toBe('2026-03-29T03-30-00-Europe-Paris');
  });
});

describe('GET /<grid>/export in a time zone, with readable byte counts', () => {
  let t: TestApp;
  let analyst: string;
  const acme = 'acme-corp';
  const user = 'Zoë Ünïcode-Łódź';
  // Paris moves from +01:00 to +02:00 at 01:00 UTC on 29 March 2026.
  const beforeDst = '2026-03-29T00:30:00.000Z';
  const afterDst = '2026-03-29T01:30:00.000Z';

  beforeAll(async () => {
    t = await createTestApp();
    analyst = await t.tokenFor('analyst@acme.example');
    await withTenant(t.database, acme, (tx) =>
      tx.execute(sql`insert into audit_logs (tenant_id, created, dashboard_user_id, user_identifier, page, action, outcome, description)
        values (${acme}, ${beforeDst}::timestamptz, 'U-tz', ${user}, 'Lists', 'Update', 'Success', 'before the change'),
               (${acme}, ${afterDst}::timestamptz, 'U-tz', ${user}, 'Lists', 'Update', 'Success', 'after the change')`),
    );
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url, token: analyst, tenant: acme });
  const records = (body: string) => parse(body, { bom: true }) as string[][];
  const probe = (zone?: string) =>
    get(
      `/audit-logs/export?user=${encodeURIComponent(user)}&sortColumn=created&sortOrder=asc${zone ? `&timeZone=${encodeURIComponent(zone)}` : ''}`,
    );

  it('writes times in Europe/Paris with the offset of each moment across the DST change, and names the zone', async () => {
    const response = await probe('Europe/Paris');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="audit-log-[\d-]+T[\d-]+-Europe-Paris\.csv"/);
    const [header, ...rows] = records(response.body);
    const created = header!.indexOf('Created');
    expect(rows.map((row) => row[created])).toEqual(['2026-03-29T01:30:00.000+01:00', '2026-03-29T03:30:00.000+02:00']);
    // The same instants as in UTC, only written in the zone.
    for (const row of rows) expect([beforeDst, afterDst]).toContain(new Date(row[created]!).toISOString());
    expect(rows.map((row) => row[header!.indexOf('User')])).toEqual([user, user]);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
  });

  it('writes UTC times with Z by default, and says UTC in the file name', async () => {
    const response = await probe();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/-UTC\.csv"$/);
    const [header, ...rows] = records(response.body);
    expect(rows.map((row) => row[header!.indexOf('Created')])).toEqual([beforeDst, afterDst]);
  });

  it('answers an unknown zone with a 400 problem naming timeZone', async () => {
    for (const zone of ['Mars/Olympus', '+01:00']) {
      const response = await probe(zone);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toContain('timeZone');
    }
  });

  it('keeps each byte count raw and writes its readable text in the next column', async () => {
    const response = await get('/egress-events/export?timeZone=Asia/Kolkata');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = records(response.body);
    const raw = header!.indexOf('Data Volume');
    expect(header![raw + 1]).toBe('Data Volume (readable)');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[raw]).toMatch(/^\d+(\.\d+)?$/);
      expect(row[raw + 1]).toBe(formatBytes(Number(row[raw])));
      expect(row[header!.indexOf('Created')]).toMatch(/\+05:30$/);
    }
    expect(rows.some((row) => /[KMG]B$/.test(row[raw + 1]!))).toBe(true);
  });

  it("gives a report's CSV the readable column beside a chosen byte column", async () => {
    const source = REPORT_SOURCES.incidents;
    if (source?.kind !== 'listing') throw new Error('incidents is a listing');
    const definition = withColumns(source, ['title', 'dataVolume']);
    const chunks: Buffer[] = [];
    for await (const chunk of exportCsv(t.database, acme, definition, parseListQuery(definition, {})))
      chunks.push(Buffer.from(chunk as Buffer));
    const [header, first] = records(Buffer.concat(chunks).toString('utf8'));
    expect(header).toEqual(['Title', 'Data Volume', 'Data Volume (readable)']);
    expect(first![2]).toBe(formatBytes(Number(first![1])));
  });
});
