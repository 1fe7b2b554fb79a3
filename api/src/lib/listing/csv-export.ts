import { PassThrough, Writable } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database, Tx } from '../../db/database';
import { queryRows } from '../../db/database';
import { withTenantScope } from '../../db/tenant-scope';
import { CrlfRecords } from './crlf-records';
import type { Cursor } from './cursor';
import { inlineSql } from './inline-sql';
import type { ListingDefinition, ListingQuery } from './listing-definition';
import { cursorAfter, cursorOf, cursorValue, keysetRows, qualified } from './listing-sql';

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

/**
 * `COPY (...) TO STDOUT (FORMAT csv)` of the listing's matching rows in keyset order, each cell read (and
 * neutralised) in SQL straight from the table and its joins: one flat query, which PostgreSQL may run in parallel.
 * COPY quotes every value holding a comma, a quote, a CR or an LF. COPY takes no parameters, so the values are
 * inlined as escaped literals.
 */
export function copyStatement<Row>(
  definition: ListingDefinition<Row>,
  tenantId: string,
  query: ListingQuery,
  options: { after?: Cursor | undefined; limit?: number },
): string {
  const cells = sql.raw(definition.csvColumns.map((column) => column.sql).join(', '));
  const rows = keysetRows(definition, tenantId, query, { select: cells, cursor: false, ...options });
  return inlineSql(sql`COPY (${rows}) TO STDOUT (FORMAT csv)`);
}

/**
 * The keyset position of the `n`th matching row after `after`, if there is one (PGlite's batch boundary). The rows
 * skipped on the way carry only their sort value and id; the cursor's text is made for the one row answered.
 */
async function cursorAt<Row>(
  tx: Tx,
  definition: ListingDefinition<Row>,
  tenantId: string,
  query: ListingQuery,
  after: Cursor | undefined,
  n: number,
): Promise<Cursor | undefined> {
  const sort = definition.sortColumns[query.sortColumn];
  if (!sort) throw new Error(`Unknown sort column ${query.sortColumn}`);
  const { table, idColumn } = definition;
  const select = sql.raw(`${qualified(table, sort.column)} AS "value", ${qualified(table, idColumn)} AS "key"`);
  const skipped = keysetRows(definition, tenantId, query, { select, cursor: false, after, limit: 1, offset: n - 1 });
  const cursor = sql.raw(`${cursorValue(sort.type, 'boundary.value')} AS "__sort", boundary.key::text AS "__id"`);
  const [row] = await queryRows<Record<string, unknown>>(tx, sql`SELECT ${cursor} FROM (${skipped}) AS boundary`);
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

async function writeRows<Row>(
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  output: PassThrough,
  options: ExportOptions,
): Promise<void> {
  const batch = options.pgliteBatch ?? PGLITE_EXPORT_BATCH;
  const copy = async (copied: Readable) => {
    const records = new CrlfRecords();
    await pipeline(copied, records, into(output));
    options.onRecords?.(records.records);
  };
  if (database.driver === 'postgres') {
    // One COPY in one tenant scope, streamed with backpressure: memory stays flat whatever the size.
    const statement = copyStatement(definition, tenantId, query, { after: cursorOf(definition, query) });
    await withTenantScope(database, tenantId, (scope) => copy(scope.copyOut(statement)));
    return;
  }
  let after = cursorOf(definition, query);
  do {
    const from = after;
    after = await withTenantScope(database, tenantId, async (scope) => {
      const boundary = await cursorAt(scope.tx, definition, tenantId, query, from, batch);
      await copy(scope.copyOut(copyStatement(definition, tenantId, query, { after: from, limit: batch })));
      return boundary;
    });
  } while (after);
}

/** Options of an export: PGlite's batch size, and a count of the rows written (a report's row count). */
export interface ExportOptions {
  pgliteBatch?: number;
  /** Called after each COPY with the rows it wrote (once on a server, once a batch on PGlite). */
  onRecords?: (rows: number) => void;
}

/** Starts every CSV the console writes: spreadsheets then read the file as UTF-8 (names with accents, CJK). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * The whole filtered list as RFC 4180 CSV: a UTF-8 byte-order mark, the header row from the schema's titles, then the
 * rows as COPY writes them inside the tenant scope (row-level security applies), records ending CRLF.
 */
export function exportCsv<Row>(
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  options: ExportOptions = {},
): Readable {
  const output = new PassThrough();
  output.write(CSV_BYTE_ORDER_MARK + csvRecord(definition.csvColumns.map((column) => column.header)));
  writeRows(database, tenantId, definition, query, output, options).then(
    () => output.end(),
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/**
 * Answers a list query as a streamed CSV download named `<fileStem>-<cutoff>.csv`, never cached. Every grid's
 * `/export` route is this one call.
 */
export function sendCsvExport<Row>(
  reply: FastifyReply,
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
  fileStem: string,
): FastifyReply {
  const stamp = query.cutoff.toISOString().slice(0, 19).replace(/:/g, '-');
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileStem}-${stamp}.csv"`)
    .header('cache-control', 'no-store')
    .send(exportCsv(database, tenantId, definition, query));
}
