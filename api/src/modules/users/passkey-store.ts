import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';
import { withMaintenance } from '../../db/tenant-scope';
import type { PasskeyStore } from '../../identity/passkey-store';

const COLUMNS = sql`id, user_id AS "userId", public_key AS "publicKey", counter::float8 AS counter, transports`;

const PasskeyRow = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  publicKey: Type.String(),
  counter: Type.Number(),
  transports: Type.Array(Type.String()),
});
const IdRow = Type.Object({ id: Type.String() });

/** The local identity provider's passkeys, in the database; like sign-in itself, read and written as the owner. */
export function createDatabasePasskeyStore(database: Database): PasskeyStore {
  return {
    listForUser: (userId) =>
      withMaintenance(database, (tx) =>
        queryRows(tx, sql`SELECT ${COLUMNS} FROM passkeys WHERE user_id = ${userId} ORDER BY created`, PasskeyRow),
      ),
    find: (id) =>
      withMaintenance(
        database,
        async (tx) => (await queryRows(tx, sql`SELECT ${COLUMNS} FROM passkeys WHERE id = ${id}`, PasskeyRow))[0],
      ),
    add: (passkey) =>
      withMaintenance(database, async (tx) => {
        const added = await queryRows(
          tx,
          sql`INSERT INTO passkeys (id, user_id, public_key, counter, transports)
              VALUES (${passkey.id}, ${passkey.userId}, ${passkey.publicKey}, ${passkey.counter},
                      ${`{${passkey.transports.join(',')}}`}::text[])
              ON CONFLICT (id) DO NOTHING RETURNING id`,
          IdRow,
        );
        return added.length === 1;
      }),
    recordUse: (id, counter) =>
      withMaintenance(database, async (tx) => {
        await tx.execute(sql`UPDATE passkeys SET counter = ${counter}, last_used = now() WHERE id = ${id}`);
      }),
  };
}
