import { PassThrough, Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database, Tx } from '../../db/database';
import { queryRawRows } from '../../db/database';
import { withScopeRead } from '../../db/scope-read';
import { withTenantScope } from '../../db/tenant-scope';
import type { TenantScope } from '../../db/tenant-scope';
import { CrlfRecords } from './crlf-records';
import type { Cursor } from './cursor';
import { EXPORT_DEFAULT_TIME_ZONE, exportStamp } from './export-time-zone';
import { inlineSql } from '../../db/inline-sql';
import { zonedIsoText } from './listing-definition';
import type { CsvColumn, ListingDefinition, ListingQuery, ListingTenants } from './listing-definition';
import { cursorAfter, cursorOf, cursorValue, keysetRows, qualified, readsScope } from './listing-sql';

/** Rows per COPY on PGlite, each batch its own short transaction (PGlite is one connection shared by every request). */
export const PGLITE_EXPORT_BATCH = 10_000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell safe to open in a spreadsheet: values starting with = + - @ tab or CR get a leading apostrophe. */
export function neutraliseCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 field (the header's; rows are written by COPY): neutralised, and quoted when it must be. */
export function csvField(value: string | number | boolean | null): string {
  const text = neutraliseCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF delimiter. */
export function csvRecord(cells: readonly (string | number | boolean | null)[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** One cell of an export's records: its header and its SQL. */
interface ExportCell {
  header: string;
  sql: string;
}

/** Whether times are written in a zone other than UTC (and so read the transaction's zone). */
function isZoned(timeZone: string | undefined): timeZone is string {
  return timeZone !== undefined && timeZone !== EXPORT_DEFAULT_TIME_ZONE;
}

/**
 * The cells an export writes for its columns: each column, its times in the zone when one other than UTC is given
 * (ISO 8601 with that zone's offset at each moment), and a byte count followed by its readable text.
 */
export function exportCells(columns: readonly CsvColumn[], timeZone?: string): ExportCell[] {
  return columns.flatMap((column) => {
    const sql = column.time !== undefined && isZoned(timeZone) ? zonedIsoText(column.time) : column.sql;
    const cell = { header: column.header, sql };
    return column.readable === undefined
      ? [cell]
      : [cell, { header: `${column.header} (readable)`, sql: column.readable }];
  });
}

/**
 * `COPY (...) TO STDOUT (FORMAT csv)` of the listing's matching rows in keyset order, each cell read (and
 * neutralised) in SQL straight from the table and its joins: one flat query, which PostgreSQL may run in parallel.
 * COPY quotes every value holding a comma, a quote, a CR or an LF. COPY takes no parameters, so the values are
 * inlined as escaped literals.
 */
export function copyStatement<Row>(
  definition: ListingDefinition<Row>,
  tenantId: ListingTenants,
  query: ListingQuery,
  options: { after?: Cursor | undefined; limit?: number; timeZone?: string },
): string {
  const { timeZone, ...page } = options;
  const cells = sql.raw(
    exportCells(definition.csvColumns, timeZone)
      .map((cell) => cell.sql)
      .join(', '),
  );
  const rows = keysetRows(definition, tenantId, query, { select: cells, cursor: false, ...page });
  return inlineSql(sql`COPY (${rows}) TO STDOUT (FORMAT csv)`);
}

/**
 * The keyset position of the `n`th matching row after `after`, if there is one (PGlite's batch boundary). The rows
 * skipped on the way carry only their sort value and id; the cursor's text is made for the one row answered.
 */
async function cursorAt<Row>(
  tx: Tx,
  definition: ListingDefinition<Row>,
  tenantId: ListingTenants,
  query: ListingQuery,
  after: Cursor | undefined,
  n: number,
): Promise<Cursor | undefined> {
  const sort = definition.sortColumns[query.sortColumn];
  if (!sort) throw new Error(`Unknown sort column ${query.sortColumn}`);
  const { table, idColumn } = definition;
  const overScope = readsScope(tenantId);
  const tenant = overScope ? `, ${qualified(table, 'tenant_id')} AS "tenant"` : '';
  const select = sql.raw(
    `${qualified(table, sort.column)} AS "value", ${qualified(table, idColumn)} AS "key"${tenant}`,
  );
  const skipped = keysetRows(definition, tenantId, query, { select, cursor: false, after, limit: 1, offset: n - 1 });
  const cursor = sql.raw(
    `${cursorValue(sort.type, 'boundary.value')} AS "__sort", boundary.key::text AS "__id"${overScope ? ', boundary.tenant AS "__tenant"' : ''}`,
  );
  const [row] = await queryRawRows(tx, sql`SELECT ${cursor} FROM (${skipped}) AS boundary`);
  return row ? cursorAfter(query, row) : undefined;
}

/**
 * A sink that writes into the export's output with its backpressure (waiting for 'drain'), and fails once the
 * output is gone (the client left): one per COPY, so the output gains no listeners batch after batch.
 */
function into(output: PassThrough): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (output.destroyed) return done(new Error('the export was closed'));
      if (output.write(chunk)) return done();
      const resume = () => {
        output.off('drain', resume);
        output.off('close', resume);
        done(output.destroyed ? new Error('the export was closed') : null);
      };
      output.on('drain', resume);
      output.on('close', resume);
    },
  });
}

/** One tenant's scope, or a scope read over All tenants (row-level security holds each to its tenants). */
function inScope<T>(database: Database, tenants: ListingTenants, work: (scope: TenantScope) => Promise<T>): Promise<T> {
  return readsScope(tenants) ? withScopeRead(database, tenants.scope, work) : withTenantScope(database, tenants, work);
}

async function writeRows<Row>(
  database: Database,
  tenantId: ListingTenants,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  output: PassThrough,
  options: ExportOptions,
): Promise<void> {
  const batch = options.pgliteBatch ?? PGLITE_EXPORT_BATCH;
  const { timeZone } = options;
  // The zone is the transaction's own (set_config local), read by the zoned time cells: the connection keeps UTC.
  const inZone = async (tx: Tx) => {
    if (isZoned(timeZone)) await tx.execute(sql`select set_config('TimeZone', ${timeZone}, true)`);
  };
  const copy = async (copied: Readable) => {
    const records = new CrlfRecords();
    await pipeline(copied, records, into(output));
    options.onRecords?.(records.records);
  };
  if (database.driver === 'postgres') {
    // One COPY in one tenant scope, streamed with backpressure: memory stays flat whatever the size.
    const statement = copyStatement(definition, tenantId, query, { after: cursorOf(definition, query), timeZone });
    await inScope(database, tenantId, async (scope) => {
      await inZone(scope.tx);
      await copy(scope.copyOut(statement));
    });
    return;
  }
  let after = cursorOf(definition, query);
  do {
    const from = after;
    after = await inScope(database, tenantId, async (scope) => {
      const boundary = await cursorAt(scope.tx, definition, tenantId, query, from, batch);
      await inZone(scope.tx);
      await copy(scope.copyOut(copyStatement(definition, tenantId, query, { after: from, limit: batch, timeZone })));
      return boundary;
    });
  } while (after);
}

/** Options of an export: PGlite's batch size, the time zone, and a count of the rows written (a report's row count). */
export interface ExportOptions {
  pgliteBatch?: number;
  /** IANA zone the times are written in, with their offset (checked by exportTimeZoneOf); UTC ('Z') when absent. */
  timeZone?: string;
  /** Called after each COPY with the rows it wrote (once on a server, once a batch on PGlite). */
  onRecords?: (rows: number) => void;
}

/** Starts every CSV the console writes: spreadsheets then read the file as UTF-8 (names with accents, CJK). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * The whole filtered list as RFC 4180 CSV: a UTF-8 byte-order mark, the header row from the schema's titles (each byte
 * count followed by its readable column), then the rows as COPY writes them inside the tenant scope (row-level
 * security applies), records ending CRLF.
 */
export function exportCsv<Row>(
  database: Database,
  tenantId: ListingTenants,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  options: ExportOptions = {},
): Readable {
  const output = new PassThrough();
  const headers = exportCells(definition.csvColumns, options.timeZone).map((cell) => cell.header);
  output.write(CSV_BYTE_ORDER_MARK + csvRecord(headers));
  writeRows(database, tenantId, definition, query, output, options).then(
    () => output.end(),
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/**
 * Answers a list query as a streamed CSV download named `<fileStem>-<cutoff in the zone>-<zone>.csv` (such as
 * `incidents-2026-03-29T03-30-00-Europe-Paris.csv`), its times in that zone, never cached. Every grid's `/export`
 * route is this one call.
 */
export function sendCsvExport<Row>(
  reply: FastifyReply,
  database: Database,
  tenantId: ListingTenants,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  fileStem: string,
  timeZone: string = EXPORT_DEFAULT_TIME_ZONE,
): FastifyReply {
  const stamp = exportStamp(query.cutoff, timeZone);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileStem}-${stamp}.csv"`)
    .header('cache-control', 'no-store')
    .send(exportCsv(database, tenantId, definition, query, { timeZone }));
}
