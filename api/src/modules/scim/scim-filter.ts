import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { containsPattern } from '../lists/repository';
import { ScimError } from './scim-errors';

/** Filterable attributes (lower-cased SCIM name) and the SQL text they compare. */
export type FilterColumns = Readonly<Record<string, SQL>>;

const COMPARISON = /^\s*([A-Za-z][\w.]*)\s+(eq|co|sw)\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/**
 * A SCIM filter (RFC 7644 §3.4.2.2) as an SQL condition: `<attr> eq|co|sw "<value>"`, joined by `and`. Attribute
 * names and operators are case-insensitive, and so is the comparison (userName and displayName are caseExact false).
 */
export function filterCondition(filter: string | undefined, columns: FilterColumns): SQL {
  if (filter === undefined || filter.trim() === '') return sql`true`;
  const parts = filter.split(/\s+and\s+/i).map((part) => {
    const match = COMPARISON.exec(part);
    if (!match)
      throw new ScimError(
        400,
        `Unsupported filter "${part.trim()}": use <attribute> eq|co|sw "<value>"`,
        'invalidFilter',
      );
    const [, attribute = '', operator = '', raw = ''] = match;
    const column = columns[attribute.toLowerCase()];
    if (!column) {
      const known = Object.keys(columns).join(', ');
      throw new ScimError(400, `Filtering on ${attribute} is not supported (use ${known})`, 'invalidFilter');
    }
    const value = raw.replace(/\\(.)/g, '$1').toLowerCase();
    switch (operator.toLowerCase()) {
      case 'eq':
        return sql`lower(${column}) = ${value}`;
      case 'co':
        return sql`lower(${column}) LIKE ${containsPattern(value)}`;
      default:
        return sql`lower(${column}) LIKE ${`${containsPattern(value).slice(1)}`}`;
    }
  });
  return sql.join(parts, sql` AND `);
}

/** startIndex (1-based, at least 1) and count (0 to max, default max) of a list request (RFC 7644 §3.4.2.4). */
export function paging(query: { startIndex?: number | undefined; count?: number | undefined }, max: number) {
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(max, Math.max(0, query.count ?? max));
  return { startIndex, count };
}
