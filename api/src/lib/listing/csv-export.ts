import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { listPage } from './listing-sql';
import type { ListingDefinition, ListingQuery } from './listing-definition';

/** Rows fetched per keyset batch of an export. */
export const EXPORT_BATCH = 10_000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell safe to open in a spreadsheet: values starting with = + - @ tab or CR get a leading apostrophe. */
export function neutraliseCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One RFC 4180 field: neutralised, and quoted (inner quotes doubled) when it holds a comma, a quote, a CR or an LF,
 * so a line break inside a value can never start a record.
 */
export function csvField(value: string | number | boolean | null): string {
  const text = neutraliseCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF delimiter. */
export function csvRecord(cells: readonly (string | number | boolean | null)[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

async function* batches<Row>(
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
): AsyncGenerator<string> {
  yield csvRecord(definition.csvColumns.map((column) => column.header));
  let nextToken: string | undefined;
  do {
    const page = await withTenant(database, tenantId, (tx) =>
      listPage(tx, tenantId, definition, { ...query, pageSize: EXPORT_BATCH, ...(nextToken && { nextToken }) }),
    );
    let chunk = '';
    for (const row of page.rows) chunk += csvRecord(definition.csvColumns.map((column) => column.value(row)));
    if (chunk !== '') yield chunk;
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
}

/**
 * The whole filtered list as RFC 4180 CSV (header row, CRLF records), read in keyset batches of
 * {@link EXPORT_BATCH} (each its own short transaction, one text chunk each), so memory stays flat whatever the size.
 */
export function exportCsv<Row>(
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
): Readable {
  return Readable.from(batches(database, tenantId, definition, query), { objectMode: false });
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
