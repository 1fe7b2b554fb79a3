import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EvidencePurger } from './evidence-purger';
import type { EvidenceStore } from './evidence-store';

/** What the evidence routes share: the store, the clock retention is judged by, and the retention purge. */
export interface EvidenceServices {
  store: EvidenceStore;
  now: () => Date;
  /** Started by the server (`purger.start()`), stopped when the app closes. */
  purger: EvidencePurger;
}

/** Options of {@link evidencePlugin}. */
export interface EvidencePluginOptions {
  store: EvidenceStore;
  now?: () => Date;
}

/** Decorates the app with `evidence` (its store, clock and purge) and stops the purge when the app closes. */
export const evidencePlugin = fp(async (app: FastifyInstance, options: EvidencePluginOptions) => {
  const now = options.now ?? (() => new Date());
  const purger = new EvidencePurger({
    database: app.database,
    store: options.store,
    now,
    onError: (error) => app.log.error({ err: error }, 'evidence purge failed'),
  });
  app.decorate('evidence', { store: options.store, now, purger } satisfies EvidenceServices);
  // Before the database closes: a pass under way finishes first.
  app.addHook('onClose', () => purger.stop());
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Evidence store, clock and purge (`modules/evidence`). */
    evidence: EvidenceServices;
  }
}
