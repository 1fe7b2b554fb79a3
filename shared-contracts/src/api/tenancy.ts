/** A tenant as GET /tenants lists it (platform admins only). */
export interface TenantSummary {
  /** Tenant id (the Tenant-Id header value). */
  id: string;
  /** Display name. */
  name: string;
}

/** GET /tenants answer: every tenant, by name. */
export interface TenantList {
  /** The tenants. */
  tenants: TenantSummary[];
}

/** A user incidents can be assigned to (SPEC §3: tenants is always empty). */
export interface Assignee {
  /** Identity-provider user id. */
  userId: string;
  /** The user's name, else email. */
  identifier: string;
  /** Always empty. */
  tenants: [];
}

/** GET /assignees answer: the users of the active tenant, by identifier. */
export interface AssigneeList {
  /** The assignees. */
  assignees: Assignee[];
}

/** Role of an analyst without admin rights (demo data). */
export const ANALYST_ROLE = 'Analyst';
