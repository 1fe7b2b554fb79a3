import { and, eq } from 'drizzle-orm';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_NAMES, isFeatureFlagName } from 'shared-contracts';
import type { FeatureFlagName, FeatureFlags, FeatureFlagState } from 'shared-contracts';
import type { Tx } from '../../db/database';
import { featureFlagOverrides } from '../../db/schema';
import { recordAudit } from '../../lib/audit/record-audit';

/** Defaults of SPEC §3 with the tenant's overrides applied. */
export async function readFlagState(tx: Tx, tenantId: string): Promise<FeatureFlagState> {
  const rows = await tx
    .select({ name: featureFlagOverrides.name, value: featureFlagOverrides.value })
    .from(featureFlagOverrides)
    .where(eq(featureFlagOverrides.tenantId, tenantId));
  const overrides: Partial<FeatureFlags> = {};
  for (const row of rows) if (isFeatureFlagName(row.name)) overrides[row.name] = row.value;
  const flags = Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, overrides[name] ?? FEATURE_FLAG_DEFAULTS[name]]),
  ) as FeatureFlags;
  return { flags, overrides };
}

/** Sets (or, with `value` null, removes) the tenant's override of a flag, audited in the same transaction. */
export async function setFlagOverride(
  tx: Tx,
  tenantId: string,
  actorId: string,
  name: FeatureFlagName,
  value: boolean | null,
): Promise<FeatureFlagState> {
  if (value === null) {
    await tx
      .delete(featureFlagOverrides)
      .where(and(eq(featureFlagOverrides.tenantId, tenantId), eq(featureFlagOverrides.name, name)));
  } else {
    await tx
      .insert(featureFlagOverrides)
      .values({ tenantId, name, value, updatedBy: actorId })
      .onConflictDoUpdate({
        target: [featureFlagOverrides.tenantId, featureFlagOverrides.name],
        set: { value, updatedBy: actorId, updated: new Date() },
      });
  }
  await recordAudit(tx, tenantId, {
    actorId,
    page: 'Settings',
    action: value === null ? 'Reset feature flag' : 'Update feature flag',
    outcome: 'Success',
    objectId: name,
    description: value === null ? `${name} reset to its default` : `${name} set to ${value}`,
  });
  return readFlagState(tx, tenantId);
}
