import { Readable } from 'node:stream';
import type { Tx } from '../../db/database';
import { CSV_BYTE_ORDER_MARK, csvRecord } from '../../lib/listing';

/** One cell of a summary's CSV row: a number, a text or empty (null). */
export type SummaryCell = string | number | null;

/** The time window of one run, as an interval [from, to). */
export interface ReportWindow {
  from: Date;
  to: Date;
}

/** One CSV column of a summary: the row key it shows (a template chooses its columns by key) and its header. */
export interface SummaryColumn {
  key: string;
  header: string;
}

/**
 * A data source of reports that sums figures over a run's window (a few rows, such as one a week) from rollups: its
 * CSV columns, no filters, and the rows of one run.
 */
export interface SummaryReportSource {
  kind: 'summary';
  fileStem: string;
  columns: readonly SummaryColumn[];
  /** The window a run covers: the run's window narrowed to the rollups' whole buckets, so a run reads only them. */
  window(window: ReportWindow): ReportWindow;
  /** The rows of one run, read in the tenant's scope, its times in the zone the template writes them in. */
  rows(tx: Tx, tenantId: string, window: ReportWindow, timeZone: string): Promise<Record<string, SummaryCell>[]>;
}

/**
 * A summary's rows as RFC 4180 CSV, like a grid's export: a UTF-8 byte-order mark, the headers, then one record a row
 * (cells neutralised for spreadsheets, quoted when they must be, records ending CRLF), an empty cell for null.
 */
export function summaryCsv(columns: readonly SummaryColumn[], rows: readonly Record<string, SummaryCell>[]): Readable {
  const header = CSV_BYTE_ORDER_MARK + csvRecord(columns.map((column) => column.header));
  const records = rows.map((row) => csvRecord(columns.map((column) => row[column.key] ?? null)));
  return Readable.from([header, ...records]);
}
