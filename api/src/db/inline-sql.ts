import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** drizzle's PostgreSQL dialect with strings inlined by pg's escapeLiteral (backslashes too, as E'...'). */
class InlineDialect extends PgDialect {
  override escapeString(text: string): string {
    return pg.escapeLiteral(text);
  }
}

const dialect = new InlineDialect();

/**
 * A statement's text with its values inlined as literals, for statements sent without parameters (COPY, and
 * `readInTenant`'s one-message scope). Values are strings (escaped), finite numbers and booleans, as the listing's
 * SQL builds them. A NUL character cannot travel in such a message (the protocol ends its text there); the API's
 * input guard refuses it in every request, and a statement that still holds one is refused here, before it is sent.
 */
export function inlineSql(statement: SQL): string {
  const text = dialect.sqlToQuery(statement.inlineParams()).sql;
  if (text.includes('\u0000')) throw new Error('a statement sent without parameters cannot hold a NUL character');
  return text;
}
