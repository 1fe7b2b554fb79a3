import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
import type { PasskeyStore, StoredPasskey } from '../../identity/passkey-store';

const COLUMNS = sql`id, user_id AS "userId", public_key AS "publicKey", counter::float8 AS counter, transports`;

/** The local identity provider's passkeys, in the database; like sign-in itself, read and written as the owner. */
export function createDatabasePasskeyStore(database: Database): PasskeyStore {
  return {
    listForUser: (userId) =>
      withMaintenance(database, (tx) =>
        queryRows<StoredPasskey>(tx, sql`SELECT ${COLUMNS} FROM passkeys WHERE user_id = ${userId} ORDER BY created`),
      ),
    find: (id) =>
      withMaintenance(
        database,
        async (tx) => (await queryRows<StoredPasskey>(tx, sql`SELECT ${COLUMNS} FROM passkeys WHERE id = ${id}`))[0],
      ),
    add: (passkey) =>
      withMaintenance(database, async (tx) => {
        const added = await queryRows<{ id: string }>(
          tx,
          sql`INSERT INTO passkeys (id, user_id, public_key, counter, transports)
              VALUES (${passkey.id}, ${passkey.userId}, ${passkey.publicKey}, ${passkey.counter},
                      ${`{${passkey.transports.join(',')}}`}::text[])
              ON CONFLICT (id) DO NOTHING RETURNING id`,
        );
        return added.length === 1;
      }),
    recordUse: (id, counter) =>
      withMaintenance(database, async (tx) => {
        await tx.execute(sql`UPDATE passkeys SET counter = ${counter}, last_used = now() WHERE id = ${id}`);
      }),
  };
}
