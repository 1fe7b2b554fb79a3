// User management of a tenant and its SCIM tokens: constants and the types of ../schemas/users.

import type { Static } from '@sinclair/typebox';
import type {
  ScimTokenCreatedSchema,
  ScimTokenSchema,
  TenantRoleSchema,
  TenantUserListSchema,
  TenantUserSchema,
  UserInviteRequestSchema,
  UserInviteResultSchema,
  UserUpdateRequestSchema,
} from '../schemas/users';

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

/** A member of the tenant. */
export type TenantUser = Static<typeof TenantUserSchema>;
/** GET /users answer. */
export type TenantUserList = Static<typeof TenantUserListSchema>;
/** POST /users body. */
export type UserInviteRequest = Static<typeof UserInviteRequestSchema>;
/** POST /users answer. */
export type UserInviteResult = Static<typeof UserInviteResultSchema>;
/** PATCH /users/{userId} body. */
export type UserUpdateRequest = Static<typeof UserUpdateRequestSchema>;
/** One role of the tenant. */
export type TenantRole = Static<typeof TenantRoleSchema>;
/** A SCIM token of the tenant (never its secret). */
export type ScimToken = Static<typeof ScimTokenSchema>;
/** POST /scim-tokens answer. */
export type ScimTokenCreated = Static<typeof ScimTokenCreatedSchema>;
