import { formatCompactNumber, formatNumber } from '../format';

/** Total and filtered row counts of a grid. */
export interface ListCounts {
  /** Rows of the resource in the tenant. */
  total: number;
  /** Rows matching the current search and filters. */
  filtered: number;
  /** The API stopped counting at a cap: the filtered count is a lower bound or an estimate. */
  approximate?: boolean;
}

/** Where a resource's count answer keeps its numbers (SPEC §3 names, such as totalIncidents). */
export interface CountKeys {
  /** Name of the total. */
  total: string;
  /** Name of the filtered count. */
  filtered: string;
  /** Name of the approximate flag; 'approximate' when absent. */
  approximate?: string;
}

function readCount(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  throw new Error(`The count answer has no number "${key}"`);
}

/** Reads a count answer, such as `{ totalIncidents, totalFilteredIncidents }`, into ListCounts; throws on a missing count. */
export function readCounts(body: unknown, keys: CountKeys): ListCounts {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const counts: ListCounts = { total: readCount(record, keys.total), filtered: readCount(record, keys.filtered) };
  if (record[keys.approximate ?? 'approximate'] === true) counts.approximate = true;
  return counts;
}

/** Counts at or above this are shown compact (1.2M) in the counts header. */
export const COUNT_COMPACT_FROM = 100_000;

/** One count as the counts header shows it: en-US, compact when large, with its exact value for a tooltip. */
export interface FormattedCount {
  /** Shown text, such as '12,345' or '1.2M'. */
  text: string;
  /** Exact en-US value, such as '1,234,567'. */
  exact: string;
}

/** Formats a count: en-US below 100,000 (or `compactFrom`), compact (K, M, B) from there. */
export function formatCount(value: number, compactFrom = COUNT_COMPACT_FROM): FormattedCount {
  const exact = formatNumber(value, 0);
  return { text: value >= compactFrom ? formatCompactNumber(value) : exact, exact };
}

/** The counts header's sentence, such as '12,345 of 1.2M incidents' ('~' marks an approximate filtered count). */
export function describeCounts(counts: ListCounts, noun: string, compactFrom = COUNT_COMPACT_FROM): string {
  const filtered = formatCount(counts.filtered, compactFrom).text;
  const total = formatCount(counts.total, compactFrom).text;
  return `${counts.approximate ? '~' : ''}${filtered} of ${total} ${noun}`;
}
