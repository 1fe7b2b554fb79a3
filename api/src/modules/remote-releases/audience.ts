import { createHash } from 'node:crypto';

/** Who a promotion is for: every tenant, named tenants, or a percentage of tenants. */
export type Audience = { kind: 'all' } | { kind: 'tenants'; tenants: string[] } | { kind: 'percent'; percent: number };

/** A promotion as resolution reads it: the remote (package), its version (null: back to the static line), audience. */
export interface PromotionLike {
  remote: string;
  version: string | null;
  audience: Audience;
}

/**
 * A tenant's bucket for one remote, 0-99: the first four bytes of SHA-256 of `<tenant id>:<remote>`, mod 100. The same
 * tenant and remote always land in the same bucket (every replica, every day); another remote shuffles the tenants
 * again, so the first tenants of one rollout are not always the first of the next.
 */
export function percentBucket(tenantId: string, remote: string): number {
  return createHash('sha256').update(`${tenantId}:${remote}`).digest().readUInt32BE(0) % 100;
}

/** Whether a promotion's audience includes a tenant (percent: the tenant's bucket is below it). */
export function includesTenant(audience: Audience, tenantId: string, remote: string): boolean {
  if (audience.kind === 'all') return true;
  if (audience.kind === 'tenants') return audience.tenants.includes(tenantId);
  return percentBucket(tenantId, remote) < audience.percent;
}

/**
 * The promotion in force for a tenant: the newest one of the remote whose audience includes it (a newer "all"
 * therefore overrides an older rollout, and a newer rollout an older "all"); undefined when none does. `promotions`
 * run oldest first.
 */
export function promotionFor<P extends PromotionLike>(
  promotions: readonly P[],
  tenantId: string,
  remote: string,
): P | undefined {
  for (let index = promotions.length - 1; index >= 0; index -= 1) {
    const promotion = promotions[index]!;
    if (promotion.remote === remote && includesTenant(promotion.audience, tenantId, remote)) return promotion;
  }
  return undefined;
}

/** One key per audience, so that two promotions for the same audience compare equal. */
export function audienceKey(audience: Audience): string {
  if (audience.kind === 'all') return 'all';
  if (audience.kind === 'percent') return `percent:${audience.percent}`;
  return `tenants:${[...audience.tenants].sort().join(',')}`;
}

/**
 * What is live for whom, newest first: the newest promotion of each audience, down to the newest "all" (which every
 * older promotion is behind). `promotions` run oldest first.
 */
export function livePromotions<P extends PromotionLike>(promotions: readonly P[]): P[] {
  const live: P[] = [];
  const seen = new Set<string>();
  for (let index = promotions.length - 1; index >= 0; index -= 1) {
    const promotion = promotions[index]!;
    const key = audienceKey(promotion.audience);
    if (!seen.has(key)) {
      seen.add(key);
      live.push(promotion);
    }
    if (promotion.audience.kind === 'all') break;
  }
  return live;
}

/**
 * The version an audience had before a new promotion for it: that of the newest earlier promotion for the same
 * audience, else of the newest "all", else null (the static registry line). `promotions` run oldest first.
 */
export function versionBefore<P extends PromotionLike>(promotions: readonly P[], audience: Audience): P | undefined {
  const key = audienceKey(audience);
  for (let index = promotions.length - 1; index >= 0; index -= 1) {
    const promotion = promotions[index]!;
    if (audienceKey(promotion.audience) === key || promotion.audience.kind === 'all') return promotion;
  }
  return undefined;
}
