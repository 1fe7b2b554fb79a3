import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable, StringEnum, Text } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of the tenant lifecycle (issue 31, item 4): platform admins create, suspend, resume and delete tenants.

const tags = ['Tenancy'];

export const TENANT_STATUSES = ['active', 'suspended', 'deletion_scheduled'] as const;

/** An e-mail domain: labels of letters, digits and hyphens, at least two. */
const Domain = Type.String({
  minLength: 3,
  maxLength: 253,
  pattern: '^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$',
  description: 'An e-mail domain of the organisation (acme.example)',
});

export const PlatformTenantSchema = Type.Object({
  id: Type.String({ description: 'Tenant id (the Tenant-Id header value)' }),
  name: Type.String(),
  status: StringEnum(TENANT_STATUSES),
  emailDomains: Type.Array(Type.String()),
  created: IsoTime(),
  deletionDueAt: Nullable(IsoTime(), { description: 'When a scheduled deletion is carried out' }),
  members: Type.Integer({ description: 'Enabled members' }),
});
export type PlatformTenant = Static<typeof PlatformTenantSchema>;

export const TenantLifecycleEventSchema = Type.Object({
  id: Type.String(),
  tenantId: Type.String(),
  tenantName: Type.String(),
  action: Type.String(),
  detail: Type.String(),
  by: Type.String(),
  at: IsoTime(),
});
export type TenantLifecycleEvent = Static<typeof TenantLifecycleEventSchema>;

const PlatformTenantListSchema = Type.Object({
  tenants: Type.Array(PlatformTenantSchema, { description: 'Every tenant, by name' }),
  events: Type.Array(TenantLifecycleEventSchema, { description: 'The latest lifecycle steps, newest first' }),
});

export const CreateTenantBodySchema = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: 100 }),
    emailDomains: Type.Array(Domain, { maxItems: 20, uniqueItems: true }),
    adminEmail: Text({ minLength: 3, maxLength: 254, description: "The first Tenant Admin's e-mail" }),
    adminName: Type.Optional(Text({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CreateTenantBody = Static<typeof CreateTenantBodySchema>;

const CreatedTenantSchema = Type.Object({
  tenant: PlatformTenantSchema,
  firstPassword: Nullable(Type.String(), {
    description: "The first admin's one-time password, shown once (null: they sign in already)",
  }),
});

export const TenantParamsSchema = Type.Object({ tenantId: Text({ minLength: 1, maxLength: 100 }) });

export const DeleteTenantBodySchema = Type.Object(
  { confirmName: Text({ maxLength: 100, description: "The tenant's name, typed to confirm" }) },
  { additionalProperties: false },
);

export const listPlatformTenantsSchema = {
  tags,
  summary: 'Every tenant with its lifecycle state, and the latest lifecycle steps (platform admins)',
  response: { 200: PlatformTenantListSchema, ...problemResponses() },
};

export const createTenantSchema = {
  tags,
  summary: 'Create a tenant with its e-mail domains and invite its first Tenant Admin (platform admins; audited)',
  body: CreateTenantBodySchema,
  response: { 200: CreatedTenantSchema, ...problemResponses(409) },
};

const transition = (summary: string, statuses: number[]) => ({
  tags,
  summary,
  params: TenantParamsSchema,
  response: { 200: PlatformTenantSchema, ...problemResponses(404, ...statuses) },
});

export const suspendTenantSchema = transition(
  'Suspend a tenant: its users cannot sign in and its agents are refused; its data is kept (platform admins; audited)',
  [409],
);
export const resumeTenantSchema = transition(
  'Resume a suspended tenant, or cancel its scheduled deletion (platform admins; audited)',
  [409],
);
export const deleteTenantSchema = {
  ...transition(
    "Schedule a tenant's deletion, confirmed by its name: suspended at once, its data removed after 7 days unless " +
      'resumed (platform admins; audited)',
    [409, 422],
  ),
  body: DeleteTenantBodySchema,
};
