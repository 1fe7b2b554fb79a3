import { recordAudit } from '../audit/record-audit';
import type { Tx } from '../../db/database';

/** Keys of a list query that page through or order the results, or fix the moment they were read, rather than choose them. */
const PAGING_KEYS = new Set(['nextToken', 'pageSize', 'sortColumn', 'sortOrder', 'cutoff']);
/** An entry's description stays readable however many filter values were sent. */
const MAX_DESCRIPTION = 500;

/** The filters of a list query as `name=value; name=a,b`, sorted by name; empty when none was given. */
export function describeFilters(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  return Object.entries(query)
    .filter(([key, value]) => !PAGING_KEYS.has(key) && value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .join('; ');
}

/** What a read was: one page of the list, or the CSV export. */
export interface AuditedRead {
  actorId: string;
  /** The page area the entry is shown under. */
  page: string;
  action: 'View' | 'Export';
  /** What was read, such as `Read 100 audit entries`. */
  summary: string;
  /** The request's query, its filters named in the entry. */
  query: unknown;
}

/** Records a read in the tenant's transaction, with the filters it used. */
export async function recordRead(tx: Tx, tenantId: string, read: AuditedRead): Promise<{ id: string }> {
  const filters = describeFilters(read.query);
  const description = `${read.summary}${filters ? `; filters: ${filters}` : ''}`;
  return recordAudit(tx, tenantId, {
    actorId: read.actorId,
    page: read.page,
    action: read.action,
    outcome: 'Success',
    description: description.length > MAX_DESCRIPTION ? `${description.slice(0, MAX_DESCRIPTION - 1)}…` : description,
  });
}
