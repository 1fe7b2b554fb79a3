import type { Static } from '@sinclair/typebox';
import type { FeatureFlagOverrideRequestSchema, FeatureFlagStateSchema } from '../schemas/tenancy';

/** GET /feature-flags answer: the flags in force for the active tenant and the tenant's overrides of the defaults. */
export type FeatureFlagState = Static<typeof FeatureFlagStateSchema>;

/** PUT /feature-flags/{name} body (Tenant Admin only; audited). */
export type FeatureFlagOverrideRequest = Static<typeof FeatureFlagOverrideRequestSchema>;
