// Tenants and assignees: the types of the schemas (../schemas/tenancy).

import type { Static } from '@sinclair/typebox';
import type { AssigneeListSchema, TenantListSchema } from '../schemas/tenancy';

/** GET /tenants answer: every tenant, by name (platform admins only). */
export type TenantList = Static<typeof TenantListSchema>;

/** A tenant as GET /tenants lists it. */
export type TenantSummary = TenantList['tenants'][number];

/** GET /assignees answer: the users of the active tenant, by identifier. */
export type AssigneeList = Static<typeof AssigneeListSchema>;

/** A user incidents can be assigned to (SPEC §3: tenants is always empty). */
export type Assignee = AssigneeList['assignees'][number];

/** Role of an analyst without admin rights (demo data). */
export const ANALYST_ROLE = 'Analyst';
