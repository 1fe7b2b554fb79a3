// Tenants, assignees and feature flags: each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import { FEATURE_FLAG_NAMES } from '../feature-flags';
import type { FeatureFlags } from '../feature-flags';
import { StringEnum } from './common';

/** GET /tenants answer (platform admins only): every tenant, by name. */
export const TenantListSchema = Type.Object({
  tenants: Type.Array(
    Type.Object({
      id: Type.String({ description: 'Tenant id (the Tenant-Id header value)' }),
      name: Type.String({ description: 'Display name' }),
    }),
  ),
});
/** GET /tenants answer: every tenant, by name (platform admins only). */
export type TenantList = Static<typeof TenantListSchema>;
/** A tenant as GET /tenants lists it. */
export type TenantSummary = TenantList['tenants'][number];

/**
 * GET /assignees query. Over All tenants (`Tenant-Id: *`) the answer is the users who are members of every tenant
 * named in `tenant` (each must be in the caller's scope), or of every tenant of the scope when none is named: those an
 * incident of each of them can be assigned to. With one tenant, `tenant` is refused.
 */
export const AssigneeListQuerySchema = Type.Object(
  {
    tenant: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: 100,
        description: 'Over All tenants only: the tenants every assignee must be a member of (default: the scope)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** GET /assignees answer: the users of the active tenant incidents can be assigned to, by identifier. */
export const AssigneeListSchema = Type.Object({
  assignees: Type.Array(
    Type.Object({
      userId: Type.String({ description: 'Identity-provider user id' }),
      identifier: Type.String({ description: "The user's name, else email" }),
      tenants: Type.Tuple([], { description: 'Always empty (SPEC §3)' }),
    }),
  ),
});
/** GET /assignees answer: the users of the active tenant, by identifier. */
export type AssigneeList = Static<typeof AssigneeListSchema>;
/** A user incidents can be assigned to (SPEC §3: tenants is always empty). */
export type Assignee = AssigneeList['assignees'][number];

const flagProperties = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, Type.Boolean()]));

/** GET /feature-flags answer: the flags in force for the active tenant, and the tenant's own overrides. */
export const FeatureFlagStateSchema = Type.Object({
  flags: Type.Unsafe<FeatureFlags>(Type.Object(flagProperties, { additionalProperties: false })),
  overrides: Type.Unsafe<Partial<FeatureFlags>>(
    Type.Partial(Type.Object(flagProperties, { additionalProperties: false })),
  ),
});
/** GET /feature-flags answer: the flags in force for the active tenant and the tenant's overrides of the defaults. */
export type FeatureFlagState = Static<typeof FeatureFlagStateSchema>;

/** Path of PUT and DELETE /feature-flags/{name}. */
export const FeatureFlagParamsSchema = Type.Object({ name: StringEnum(FEATURE_FLAG_NAMES) });

/** PUT /feature-flags/{name} body (Tenant Admin only; audited). */
export const FeatureFlagOverrideRequestSchema = Type.Object(
  { value: Type.Boolean({ description: 'New value of the flag for the active tenant' }) },
  { additionalProperties: false },
);
/** PUT /feature-flags/{name} body (Tenant Admin only; audited). */
export type FeatureFlagOverrideRequest = Static<typeof FeatureFlagOverrideRequestSchema>;
