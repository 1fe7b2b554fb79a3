import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Text } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of tenant groups and the Tenant Group Admin role (issue 31, item 1): platform admins name sets of
// tenants and grant users Tenant Group Admin over them; a user asks for their own scope.

const tags = ['Tenancy'];

const TenantRef = Type.Object({ id: Type.String(), name: Type.String() });

const GroupAdminSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  grantedAt: IsoTime(),
});

export const TenantGroupSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  created: IsoTime(),
  tenants: Type.Array(TenantRef, { description: 'The tenants of the group, by name' }),
  admins: Type.Array(GroupAdminSchema, { description: 'The users holding Tenant Group Admin over it, by name' }),
});
export type TenantGroup = Static<typeof TenantGroupSchema>;

export const TenantGroupBodySchema = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: 100 }),
    tenantIds: Type.Array(Text({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      description: 'The tenants of the group',
    }),
  },
  { additionalProperties: false },
);
export type TenantGroupBody = Static<typeof TenantGroupBodySchema>;

export const GrantBodySchema = Type.Object(
  { email: Text({ minLength: 3, maxLength: 254, description: "The user's e-mail or login id" }) },
  { additionalProperties: false },
);

export const GroupParamsSchema = Type.Object({ groupId: Type.String({ format: 'uuid' }) });
export const GrantParamsSchema = Type.Object({
  groupId: Type.String({ format: 'uuid' }),
  userId: Text({ minLength: 1, maxLength: 200 }),
});

export const listTenantGroupsSchema = {
  tags,
  summary: 'Every tenant group with its tenants and Tenant Group Admins (platform admins)',
  response: { 200: Type.Object({ groups: Type.Array(TenantGroupSchema) }), ...problemResponses() },
};

export const createTenantGroupSchema = {
  tags,
  summary: 'Create a named group of tenants (platform admins; audited in each of its tenants)',
  body: TenantGroupBodySchema,
  response: { 200: TenantGroupSchema, ...problemResponses(409) },
};

export const updateTenantGroupSchema = {
  tags,
  summary: 'Rename a tenant group or change its tenants (platform admins; audited in each tenant it gains or loses)',
  params: GroupParamsSchema,
  body: TenantGroupBodySchema,
  response: { 200: TenantGroupSchema, ...problemResponses(404, 409) },
};

export const deleteTenantGroupSchema = {
  tags,
  summary: 'Delete a tenant group and its grants (platform admins; audited in each of its tenants)',
  params: GroupParamsSchema,
  response: { 204: Type.Null(), ...problemResponses(404) },
};

export const grantTenantGroupAdminSchema = {
  tags,
  summary: 'Grant a user Tenant Group Admin over a group (platform admins; audited in each of its tenants)',
  params: GroupParamsSchema,
  body: GrantBodySchema,
  response: { 200: TenantGroupSchema, ...problemResponses(404, 409) },
};

export const revokeTenantGroupAdminSchema = {
  tags,
  summary: "Take a user's Tenant Group Admin over a group (platform admins; audited in each of its tenants)",
  params: GrantParamsSchema,
  response: { 200: TenantGroupSchema, ...problemResponses(404) },
};

export const TenantScopeSchema = Type.Object({
  platformAdmin: Type.Boolean({ description: 'A platform admin holds every tenant' }),
  tenants: Type.Array(TenantRef, {
    description: "The tenants the caller's cross-tenant pages show, by name (empty: none)",
  }),
});

export const tenantScopeSchema = {
  tags,
  summary:
    "The caller's scope of tenants: every tenant for a platform admin, the tenants of their groups for a Tenant " +
    'Group Admin, none for anyone else',
  response: { 200: TenantScopeSchema, ...problemResponses() },
};
