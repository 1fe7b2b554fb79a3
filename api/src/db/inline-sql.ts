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
 * `readInTenant`'s one-message scope). Values
 * are strings (escaped), finite numbers and booleans, as the listing's SQL builds them.
 */
export function inlineSql(statement: SQL): string {
  return dialect.sqlToQuery(statement.inlineParams()).sql;
}
