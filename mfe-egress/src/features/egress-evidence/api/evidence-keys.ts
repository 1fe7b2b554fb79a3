import type { EgressEventRef } from '../../../common/egress-keys';

/** SWR keys of evidence, under the tenant: its settings and each event's evidence. */
export const evidenceKeys = {
  /** Everything cached about evidence in one tenant. */
  all: (tenantId: string) => ['tenants', tenantId, 'evidence'] as const,
  /** The tenant's evidence settings. */
  config: (tenantId: string) => [...evidenceKeys.all(tenantId), 'config'] as const,
  /** Prefix of every event's evidence. */
  infos: (tenantId: string) => [...evidenceKeys.all(tenantId), 'info'] as const,
  /** One event's evidence. */
  info: (tenantId: string, ref: EgressEventRef) => [...evidenceKeys.infos(tenantId), ref.id, ref.created] as const,
};
