import { Type, type Static } from '@sinclair/typebox';
import { LIST_ENTITY_TYPES, LIST_TYPES, POLICY_STATUSES, VERDICTS } from 'shared-contracts';
import { IsoTime, Nullable, PolicyDefinitionSchema, StringEnum, Text } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of policy templates (issue 31, item 3): platform admins and Tenant Group Admins save policies of a
// tenant of their scope as a versioned template, push a version to tenants of their scope, and see per tenant whether
// its copy is in sync, drifted or missing.

const tags = ['Policy templates'];

/** A policy as a template holds it: its list ids are the keys of the template's lists. */
export const TemplatePolicySchema = Type.Object({
  key: Type.String({ description: "The item's key in the template (the source policy's id)" }),
  name: Type.String(),
  description: Type.String(),
  status: StringEnum(POLICY_STATUSES),
  verdict: StringEnum(VERDICTS),
  priority: Type.Integer({ description: 'Its priority in the source tenant (a new copy goes last in a tenant)' }),
  definition: PolicyDefinitionSchema,
});
export type TemplatePolicy = Static<typeof TemplatePolicySchema>;

/** A list a template's policies reference, copied by content. */
export const TemplateListSchema = Type.Object({
  key: Type.String({ description: "The item's key in the template (the source list's id)" }),
  name: Type.String(),
  description: Type.String(),
  listType: StringEnum(LIST_TYPES),
  entityType: StringEnum(LIST_ENTITY_TYPES),
  items: Type.Array(Type.String(), { description: 'Its values, sorted' }),
});
export type TemplateList = Static<typeof TemplateListSchema>;

export const TemplateContentSchema = Type.Object({
  policies: Type.Array(TemplatePolicySchema),
  lists: Type.Array(TemplateListSchema),
});
export type TemplateContent = Static<typeof TemplateContentSchema>;

export const TemplateVersionSchema = Type.Object({
  version: Type.Integer(),
  sourceTenant: Nullable(
    Type.String({ description: 'The tenant its policies were read from; null: a tenant outside the caller’s scope' }),
  ),
  savedBy: Type.String(),
  saved: IsoTime(),
  content: TemplateContentSchema,
});
export type TemplateVersion = Static<typeof TemplateVersionSchema>;

export const PolicyTemplateSchema = Type.Object({
  id: Type.String({ description: 'Template id (uuid)' }),
  name: Type.String(),
  description: Type.String(),
  createdBy: Type.String(),
  created: IsoTime(),
  latestVersion: Type.Integer(),
  policies: Type.Integer({ description: 'Policies in the latest version' }),
  lists: Type.Integer({ description: 'Lists in the latest version' }),
  tenants: Type.Integer({ description: 'Tenants of the scope it was pushed to' }),
  groupId: Nullable(Type.String({ description: 'The tenant group it belongs to (uuid); null: the platform’s own' })),
  groupName: Nullable(Type.String()),
});
export type PolicyTemplate = Static<typeof PolicyTemplateSchema>;

const TemplateListAnswer = Type.Object({ templates: Type.Array(PolicyTemplateSchema, { description: 'By name' }) });

export const TemplatePushRecordSchema = Type.Object({
  version: Type.Integer(),
  tenantId: Type.String(),
  tenantName: Type.String(),
  outcome: StringEnum(['applied', 'unchanged', 'skipped'] as const),
  detail: Type.String(),
  by: Type.String(),
  at: IsoTime(),
});
export type TemplatePushRecord = Static<typeof TemplatePushRecordSchema>;

const TemplateDetailsSchema = Type.Object({
  template: PolicyTemplateSchema,
  versions: Type.Array(TemplateVersionSchema, { description: 'Newest first' }),
  pushes: Type.Array(TemplatePushRecordSchema, { description: 'The latest pushes, newest first' }),
});

const Uuid = Type.String({ format: 'uuid' });
const TenantIds = Type.Array(Text({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 500, uniqueItems: true });

export const TemplateParamsSchema = Type.Object({ templateId: Uuid });

export const SaveTemplateBodySchema = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: 100 }),
    description: Type.Optional(Text({ maxLength: 1000 })),
    tenantId: Text({ minLength: 1, maxLength: 100, description: 'The tenant whose policies are saved' }),
    policyIds: Type.Array(Uuid, { minItems: 1, maxItems: 100, uniqueItems: true }),
    groupId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'The tenant group the template belongs to (a Tenant Group Admin: one of theirs). Default: a platform ' +
          'admin’s template is the platform’s own; a Tenant Group Admin’s belongs to the first of their groups, by ' +
          'name, that holds the tenant',
      }),
    ),
  },
  { additionalProperties: false },
);

export const SaveVersionBodySchema = Type.Object(
  {
    tenantId: Text({ minLength: 1, maxLength: 100, description: 'The tenant whose policies are saved' }),
    policyIds: Type.Array(Uuid, { minItems: 1, maxItems: 100, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const PreviewBodySchema = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'The version to push (default: the latest)' })),
    tenantIds: TenantIds,
  },
  { additionalProperties: false },
);

export const DRIFTED_MODES = ['skip', 'overwrite'] as const;
export type DriftedMode = (typeof DRIFTED_MODES)[number];

export const PushBodySchema = Type.Object(
  {
    ...PreviewBodySchema.properties,
    drifted: StringEnum(DRIFTED_MODES, {
      description: 'A tenant that edited its copy: skip it (nothing written there), or overwrite its edits',
    }),
  },
  { additionalProperties: false },
);

export const ITEM_STATES = ['in_sync', 'drifted', 'missing'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** A tenant's copy of a template item against the template version it came from. */
export const TemplateItemStatusSchema = Type.Object({
  kind: StringEnum(['policy', 'list'] as const),
  key: Type.String(),
  name: Type.String({ description: "The template's name of it" }),
  state: StringEnum(ITEM_STATES),
  fields: Type.Array(Type.String(), { description: 'The fields the tenant changed (drifted)' }),
  templatePolicy: Nullable(TemplatePolicySchema, { description: 'A policy as the version pushed holds it' }),
  copyPolicy: Nullable(TemplatePolicySchema, {
    description: "The tenant's copy as it is (list ids of the template's lists given as their keys)",
  }),
  templateList: Nullable(TemplateListSchema),
  copyList: Nullable(TemplateListSchema),
});
export type TemplateItemStatus = Static<typeof TemplateItemStatusSchema>;

export const TenantTemplateStatusSchema = Type.Object({
  tenantId: Type.String(),
  tenantName: Type.String(),
  state: StringEnum(ITEM_STATES, { description: 'Drifted if any copy was edited, else missing if any is gone' }),
  version: Nullable(Type.Integer(), { description: 'The version its copies came from (null: none left)' }),
  items: Type.Array(TemplateItemStatusSchema),
});
export type TenantTemplateStatus = Static<typeof TenantTemplateStatusSchema>;

const StatusAnswer = Type.Object({
  latestVersion: Type.Integer(),
  tenants: Type.Array(TenantTemplateStatusSchema, { description: 'Every tenant it was pushed to, by name' }),
});

export const ITEM_ACTIONS = ['create', 'update', 'unchanged'] as const;

export const TemplateChangeSchema = Type.Object({
  kind: StringEnum(['policy', 'list'] as const),
  key: Type.String(),
  name: Type.String(),
  action: StringEnum(ITEM_ACTIONS),
  fields: Type.Array(Type.String(), { description: 'The fields an update changes' }),
});
export type TemplateChange = Static<typeof TemplateChangeSchema>;

export const TenantPushPlanSchema = Type.Object({
  tenantId: Type.String(),
  tenantName: Type.String(),
  drifted: Type.Boolean({ description: 'The tenant edited its copy of the version it has' }),
  changes: Type.Array(TemplateChangeSchema),
  conflict: Nullable(Type.String(), { description: 'Why the version cannot be pushed there (nothing is written)' }),
});
export type TenantPushPlan = Static<typeof TenantPushPlanSchema>;

const PreviewAnswer = Type.Object({ version: Type.Integer(), tenants: Type.Array(TenantPushPlanSchema) });

export const TenantPushResultSchema = Type.Object({
  tenantId: Type.String(),
  tenantName: Type.String(),
  outcome: StringEnum(['applied', 'unchanged', 'skipped'] as const),
  drifted: Type.Boolean(),
  changes: Type.Array(TemplateChangeSchema),
});
export type TenantPushResult = Static<typeof TenantPushResultSchema>;

const PushAnswer = Type.Object({ version: Type.Integer(), tenants: Type.Array(TenantPushResultSchema) });

export const listTemplatesSchema = {
  tags,
  summary:
    'The policy templates the caller sees (platform admins: every one; Tenant Group Admins: their groups’), with their latest version',
  response: { 200: TemplateListAnswer, ...problemResponses() },
};

export const saveTemplateSchema = {
  tags,
  summary:
    "Save policies of a tenant, with the lists they reference, as a new template's version 1 (platform admins and Tenant Group Admins, over their scope)",
  body: SaveTemplateBodySchema,
  response: { 200: TemplateDetailsSchema, ...problemResponses(404, 409) },
};

export const getTemplateSchema = {
  tags,
  summary:
    'A template with its versions and its latest pushes (platform admins and Tenant Group Admins, over their scope)',
  params: TemplateParamsSchema,
  response: { 200: TemplateDetailsSchema, ...problemResponses(404) },
};

export const saveVersionSchema = {
  tags,
  summary:
    "Save policies of a tenant as a template's next version (platform admins and Tenant Group Admins, over their scope)",
  params: TemplateParamsSchema,
  body: SaveVersionBodySchema,
  response: { 200: TemplateDetailsSchema, ...problemResponses(404) },
};

export const templateStatusSchema = {
  tags,
  summary:
    "Per tenant it was pushed to: in sync, drifted (with the tenant's edits) or missing (platform admins and Tenant Group Admins, over their scope)",
  params: TemplateParamsSchema,
  response: { 200: StatusAnswer, ...problemResponses(404) },
};

export const previewPushSchema = {
  tags,
  summary:
    'What pushing a version would change in each tenant, writing nothing (platform admins and Tenant Group Admins, over their scope)',
  params: TemplateParamsSchema,
  body: PreviewBodySchema,
  response: { 200: PreviewAnswer, ...problemResponses(404) },
};

export const pushSchema = {
  tags,
  summary:
    'Push a version to tenants, each written in its own tenant and audited there; drifted tenants skipped or overwritten (platform admins and Tenant Group Admins, over their scope)',
  params: TemplateParamsSchema,
  body: PushBodySchema,
  response: { 200: PushAnswer, ...problemResponses(404, 409) },
};
