import { isIsoDateTime } from '../http/date-time';
import { badRequest } from '../http/problem';
import type { SortType } from './listing-definition';

/** The keyset position after the last row of a page, bound to the sort it was made for. */
export interface Cursor {
  sortColumn: string;
  sortOrder: 'asc' | 'desc';
  value: string | number;
  id: string;
  /** The row's tenant, in a read over All tenants (ids are unique per tenant only: the keyset's last tiebreak). */
  tenant?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Opaque to clients: base64url of a compact JSON array. */
export function encodeCursor(cursor: Cursor): string {
  const fields = [cursor.sortColumn, cursor.sortOrder, cursor.value, cursor.id];
  return Buffer.from(JSON.stringify(cursor.tenant === undefined ? fields : [...fields, cursor.tenant])).toString(
    'base64url',
  );
}

/** Decodes and checks a cursor against the current sort; any mismatch or malformation is a 400 on nextToken. */
export function decodeCursor(token: string, sortColumn: string, sortOrder: 'asc' | 'desc', type: SortType): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('nextToken', 'is not a cursor of this list');
  }
  if (!Array.isArray(parsed) || parsed.length < 4 || parsed.length > 5)
    throw badRequest('nextToken', 'is not a cursor of this list');
  const [column, order, value, id, tenant] = parsed as unknown[];
  if (column !== sortColumn || order !== sortOrder) {
    throw badRequest('nextToken', 'was made for another sort; start again from the first page');
  }
  // Checked as the database would read it: a real date-time (no 2026-02-30, no year 0000), text without NUL.
  const valueOk =
    type === 'number'
      ? typeof value === 'number' && Number.isFinite(value)
      : typeof value === 'string' &&
        value.length <= 1000 &&
        !value.includes('\u0000') &&
        (type !== 'timestamp' || isIsoDateTime(value));
  const tenantOk =
    tenant === undefined || (typeof tenant === 'string' && tenant.length <= 200 && !tenant.includes('\u0000'));
  if (!valueOk || typeof id !== 'string' || !UUID.test(id) || !tenantOk)
    throw badRequest('nextToken', 'is not a cursor of this list');
  return { sortColumn, sortOrder, value: value as string | number, id, ...(typeof tenant === 'string' && { tenant }) };
}
