import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

/** Makes the open database available as `app.database`; closes it with the app when the app owns it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: Database; closeWithApp: boolean }) => {
    app.decorate('database', options.database);
    if (options.closeWithApp) app.addHook('onClose', async () => options.database.close());
  },
);
