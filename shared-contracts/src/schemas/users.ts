// User management of a tenant (issue 12 §4) and its SCIM tokens: each DTO declared once, its type (Static<>) beside it.

import { Type, type Static } from '@sinclair/typebox';
import {
  SCIM_TOKEN_NAME_MAX_LENGTH,
  TENANT_USER_STATUSES,
  TENANT_USERS_PAGE_SIZE,
  TENANT_USERS_PAGE_SIZE_MAX,
  USER_NAME_MAX_LENGTH,
} from '../api/users';
import { IsoTime, Nullable, StringEnum, Text } from './common';

const roleNames = Type.Array(Text({ minLength: 1, maxLength: 100 }), {
  maxItems: 20,
  uniqueItems: true,
  description: "Role names of the tenant (GET /roles); the user's roles become exactly these",
});

/** A member of the active tenant as User Management lists them. */
export const TenantUserSchema = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  name: Type.String(),
  roleNames: Type.Array(Type.String()),
  status: StringEnum(TENANT_USER_STATUSES),
  /** Provisioned by the tenant's SCIM directory. */
  provisioned: Type.Boolean({ description: "Provisioned by the tenant's SCIM directory" }),
  created: IsoTime({ description: 'When the user joined the tenant' }),
});
/** A member of the tenant. */
export type TenantUser = Static<typeof TenantUserSchema>;

/** GET /users answer: one page by email, the cursor of the next and the counts. */
export const TenantUserListSchema = Type.Object({
  users: Type.Array(TenantUserSchema),
  nextToken: Nullable(Type.String()),
  total: Type.Integer({ description: "The tenant's members" }),
  filtered: Type.Integer({ description: 'Members matching the search' }),
});
/** GET /users answer. */
export type TenantUserList = Static<typeof TenantUserListSchema>;

/** GET /users query. */
export const TenantUserQuerySchema = Type.Object(
  {
    search: Type.Optional(Text({ maxLength: 200 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: TENANT_USERS_PAGE_SIZE_MAX, default: TENANT_USERS_PAGE_SIZE }),
    ),
    nextToken: Type.Optional(Text({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

/** Path of one member's routes. */
export const TenantUserParamsSchema = Type.Object({ userId: Text({ minLength: 1, maxLength: 100 }) });

/** POST /users body: invite by e-mail with roles (creates the user when the e-mail is unknown). */
export const UserInviteRequestSchema = Type.Object(
  {
    email: Text({ minLength: 3, maxLength: 254 }),
    name: Type.Optional(Text({ maxLength: USER_NAME_MAX_LENGTH })),
    roleNames,
  },
  { additionalProperties: false },
);
/** POST /users body. */
export type UserInviteRequest = Static<typeof UserInviteRequestSchema>;

/** POST /users answer. */
export const UserInviteResultSchema = Type.Object({
  user: TenantUserSchema,
  firstPassword: Nullable(Type.String(), {
    description:
      'Local identity provider only: a one-time first password for a user who had none, shown once; null when the ' +
      'user already signs in or Descope sent its own invitation',
  }),
});
/** POST /users answer. */
export type UserInviteResult = Static<typeof UserInviteResultSchema>;

/** PATCH /users/{userId} body: new roles, disable or enable. */
export const UserUpdateRequestSchema = Type.Object(
  { roleNames: Type.Optional(roleNames), status: Type.Optional(StringEnum(TENANT_USER_STATUSES)) },
  { additionalProperties: false, minProperties: 1 },
);
/** PATCH /users/{userId} body. */
export type UserUpdateRequest = Static<typeof UserUpdateRequestSchema>;

/** One role of the tenant. */
export const TenantRoleSchema = Type.Object({ name: Type.String(), description: Type.String() });
/** One role of the tenant. */
export type TenantRole = Static<typeof TenantRoleSchema>;

/** GET /roles answer. */
export const TenantRoleListSchema = Type.Object({ roles: Type.Array(TenantRoleSchema) });

/** A SCIM bearer token of the tenant (its secret is shown once, at creation). */
export const ScimTokenSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdBy: Type.String(),
  created: IsoTime(),
  lastUsed: Nullable(IsoTime()),
});
/** A SCIM token of the tenant (never its secret). */
export type ScimToken = Static<typeof ScimTokenSchema>;

/** GET /scim-tokens answer. */
export const ScimTokenListSchema = Type.Object({ tokens: Type.Array(ScimTokenSchema) });

/** POST /scim-tokens body. */
export const ScimTokenCreateRequestSchema = Type.Object(
  { name: Text({ minLength: 1, maxLength: SCIM_TOKEN_NAME_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);

/** POST /scim-tokens answer: the token and its secret, which is never shown again. */
export const ScimTokenCreatedSchema = Type.Object({
  token: ScimTokenSchema,
  secret: Type.String({ description: 'The bearer token for the identity provider; shown once' }),
});
/** POST /scim-tokens answer. */
export type ScimTokenCreated = Static<typeof ScimTokenCreatedSchema>;

/** Path of one SCIM token. */
export const ScimTokenParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
