// User management of a tenant and its SCIM tokens: the constants both ends share, TypeBox-free. The DTOs and their
// types are ../schemas/users.

/** A member is enabled, or disabled (cannot enter the tenant). */
export const TENANT_USER_STATUSES = ['enabled', 'disabled'] as const;
/** One member status. */
export type TenantUserStatus = (typeof TENANT_USER_STATUSES)[number];

/** Members per page of GET /users: the default and the most. */
export const TENANT_USERS_PAGE_SIZE = 100;
export const TENANT_USERS_PAGE_SIZE_MAX = 500;
/** Longest display name of a user. */
export const USER_NAME_MAX_LENGTH = 200;
/** Longest name of a SCIM token. */
export const SCIM_TOKEN_NAME_MAX_LENGTH = 100;
