import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { listPage } from './listing-sql';
import type { ListingDefinition, ListingQuery } from './listing-definition';

/** Rows fetched per keyset batch of an export. */
export const EXPORT_BATCH = 5000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell safe to open in a spreadsheet: values starting with = + - @ tab or CR get a leading apostrophe. */
export function neutraliseCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

async function* batches<Row>(
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
): AsyncGenerator<string[]> {
  let nextToken: string | undefined;
  do {
    const page = await withTenant(database, tenantId, (tx) =>
      listPage(tx, tenantId, definition, { ...query, pageSize: EXPORT_BATCH, ...(nextToken && { nextToken }) }),
    );
    for (const row of page.rows) yield definition.csvColumns.map((column) => neutraliseCell(column.value(row)));
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
}

/**
 * The whole filtered list as RFC 4180 CSV with a header row, read in keyset batches of {@link EXPORT_BATCH}
 * (each its own short transaction), so memory stays constant whatever the size.
 */
export function exportCsv<Row>(
  database: Database,
  tenantId: string,
  definition: ListingDefinition<Row>,
  query: ListingQuery,
): Readable {
  const csv = stringify({
    header: true,
    columns: definition.csvColumns.map((column) => column.header),
    record_delimiter: 'windows',
  });
  const source = Readable.from(batches(database, tenantId, definition, query));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
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
