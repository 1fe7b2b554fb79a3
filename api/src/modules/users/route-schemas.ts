import { Type } from '@sinclair/typebox';
import {
  TenantRoleListSchema,
  TenantUserListSchema,
  TenantUserParamsSchema,
  TenantUserQuerySchema,
  TenantUserSchema,
  UserInviteRequestSchema,
  UserInviteResultSchema,
  UserUpdateRequestSchema,
} from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of User Management; the DTOs are shared-contracts' schemas.

const tags = ['User Management'];

export const listUsersSchema = {
  tags,
  summary: "The tenant's members by e-mail, matching a search in name or e-mail, with the counts (Tenant Admin)",
  querystring: TenantUserQuerySchema,
  response: { 200: TenantUserListSchema, ...problemResponses() },
};

export const listRolesSchema = {
  tags,
  summary: "The tenant's roles (Tenant Admin)",
  response: { 200: TenantRoleListSchema, ...problemResponses() },
};

export const inviteUserSchema = {
  tags,
  summary:
    'Invite by e-mail with roles (Tenant Admin); creates the user when unknown. Locally answers a one-time first ' +
    'password for a user who had none; with Descope, Descope sends the invitation',
  body: UserInviteRequestSchema,
  response: { 200: UserInviteResultSchema, ...problemResponses(409, 502) },
};

export const updateUserSchema = {
  tags,
  summary:
    "Change a member's roles, disable or enable them (Tenant Admin); 409 when it would leave no enabled Tenant " +
    "Admin, or would disable the caller's own membership or lower its roles",
  params: TenantUserParamsSchema,
  body: UserUpdateRequestSchema,
  response: { 200: TenantUserSchema, ...problemResponses(404, 409, 502) },
};

export const removeUserSchema = {
  tags,
  summary:
    "Remove a member from the tenant (Tenant Admin); 409 for the last Tenant Admin or the caller's own membership",
  params: TenantUserParamsSchema,
  response: { 204: Type.Null({ description: 'Removed' }), ...problemResponses(404, 409, 502) },
};
