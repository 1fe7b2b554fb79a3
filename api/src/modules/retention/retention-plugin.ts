import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RetentionKeeper } from './retention-pass';

/** What the retention routes share: the expiry pass of this process. */
export interface RetentionServices {
  /** Started by the server (`keeper.start()`), stopped when the app closes. */
  keeper: RetentionKeeper;
}

/**
 * Decorates the app with `retention` (its expiry pass, which also runs the evidence purge: one setting, one pass) and
 * stops the pass when the app closes. Registered after the evidence plugin.
 */
export const retentionPlugin = fp(async (app: FastifyInstance, options: { now?: () => Date }) => {
  const keeper = new RetentionKeeper(app.database, {
    ...(options.now && { now: options.now }),
    evidence: (now) => app.evidence.purger.purgeByTenant(now),
    onError: (error) => app.log.error({ err: error }, 'the retention pass failed'),
    onPass: (report) => {
      if (Object.keys(report.tenants).length > 0) app.log.info({ retention: report }, 'expired data past retention');
    },
  });
  app.decorate('retention', { keeper } satisfies RetentionServices);
  // Before the database closes: a pass under way finishes first.
  app.addHook('onClose', () => keeper.stop());
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The expiry pass (`modules/retention`). */
    retention: RetentionServices;
  }
}
