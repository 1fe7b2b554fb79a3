import type pg from 'pg';

type Query = (config: unknown, values?: unknown) => Promise<unknown>;

const textOf = (config: unknown): string | undefined =>
  typeof config === 'string' ? config : ((config as { text?: unknown } | null)?.text as string | undefined);

/** A query pg sends by the simple protocol, which can carry several statements: text, no parameters, no name. */
function isSimple(config: unknown, values: unknown): boolean {
  if (typeof config === 'object' && config !== null) {
    const options = config as { name?: unknown; rowMode?: unknown; values?: unknown; submit?: unknown };
    if (
      options.name ||
      options.rowMode ||
      options.submit ||
      (Array.isArray(options.values) && options.values.length > 0)
    )
      return false;
  }
  return values === undefined || (Array.isArray(values) && values.length === 0);
}

/**
 * Holds a bare `begin` back and sends it with the next statement when that one has no parameters (withTenant's
 * `set_config` call), so opening a tenant scope costs one round trip instead of two. Any other next statement
 * gets the `begin` sent just before it, in order (pg queues a client's queries).
 */
export function mergeBeginIntoNextStatement(client: pg.PoolClient): void {
  const send = client.query.bind(client) as unknown as Query;
  let beginHeld = false;
  const query = (config: unknown, values?: unknown): unknown => {
    const text = textOf(config)?.trim().toLowerCase();
    const simple = isSimple(config, values);
    if (text === 'begin' && simple && !beginHeld) {
      beginHeld = true;
      return Promise.resolve({ command: 'BEGIN', rows: [], rowCount: null, fields: [] });
    }
    if (beginHeld) {
      beginHeld = false;
      if (simple && text !== undefined) {
        return send({ text: `begin; ${textOf(config)}` }).then((results) =>
          Array.isArray(results) ? results[results.length - 1] : results,
        );
      }
      send('begin').catch(() => undefined); // its failure surfaces on the statement queued after it
    }
    return send(config, values);
  };
  client.query = query as unknown as typeof client.query;
}
