import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, searchText, tenantIdColumn } from './columns';
import { READ_WRITE, tenantAccess } from './rls';

/**
 * Where a tenant's copy of a policy or list came from (issue 31, item 3): the platform's policy template, the version
 * pushed, and the item's key within the template (the source policy's or list's id). All null for the tenant's own.
 */
const templateColumns = () => ({
  templateId: uuid('template_id'),
  templateVersion: integer('template_version'),
  templateKey: text('template_key'),
});

/** Protection policies; `definition` holds the builder's conditions and actions. */
export const policies = pgTable(
  'policies',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    policyType: text('policy_type').notNull().default('protection'),
    status: text('status').notNull(),
    verdict: text('verdict').notNull(),
    priority: integer('priority').notNull().default(100),
    definition: jsonb('definition').notNull().default({}),
    createdBy: text('created_by').notNull().default(''),
    created: createdAt(),
    updated: createdAt('updated'),
    updatedBy: text('updated_by').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...templateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('policies_name_key').on(t.tenantId, t.name),
    index('policies_type_priority_idx').on(t.tenantId, t.policyType, t.priority, t.id),
    index('policies_template_idx').on(t.tenantId, t.templateId, t.templateKey),
  ],
);

export const policiesAccess = tenantAccess(policies, READ_WRITE);

/** Every saved version of a policy: what it was after that save (created, edited, status, priority, restored). */
export const policyVersions = pgTable(
  'policy_versions',
  {
    tenantId: tenantIdColumn(),
    policyId: uuid('policy_id').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    verdict: text('verdict').notNull(),
    priority: integer('priority').notNull(),
    definition: jsonb('definition').notNull(),
    change: text('change').notNull(),
    restoredFrom: integer('restored_from'),
    savedBy: text('saved_by').notNull().default(''),
    saved: createdAt('saved'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.policyId, t.version] }),
    foreignKey({ columns: [t.tenantId, t.policyId], foreignColumns: [policies.tenantId, policies.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const policyVersionsAccess = tenantAccess(policyVersions, READ_WRITE);

/** Allow/deny lists of domains, users, applications... used by policies. */
export const lists = pgTable(
  'lists',
  {
    tenantId: tenantIdColumn(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    listType: text('list_type').notNull(),
    entityType: text('entity_type').notNull(),
    created: createdAt(),
    updated: createdAt('updated'),
    version: integer('version').notNull().default(1),
    ...templateColumns(),
    searchText: text('search_text').generatedAlwaysAs(searchText('name', 'description')),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('lists_name_key').on(t.tenantId, t.name),
    index('lists_entity_type_idx').on(t.tenantId, t.entityType, t.name, t.id),
    index('lists_template_idx').on(t.tenantId, t.templateId, t.templateKey),
  ],
);

export const listsAccess = tenantAccess(lists, READ_WRITE);

/** The values of a list. */
export const listItems = pgTable(
  'list_items',
  {
    tenantId: tenantIdColumn(),
    listId: uuid('list_id').notNull(),
    id: uuid('id').notNull(),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    created: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.listId, t.id] }),
    uniqueIndex('list_items_value_key').on(t.tenantId, t.listId, t.value),
    index('list_items_search_idx').using('gin', t.tenantId, sql`lower(${t.value}) gin_trgm_ops`),
    foreignKey({ columns: [t.tenantId, t.listId], foreignColumns: [lists.tenantId, lists.id] }).onDelete('cascade'),
  ],
);

export const listItemsAccess = tenantAccess(listItems, READ_WRITE);

/** Categories, element types and compliance frameworks offered by the policy builder. */
export const classifications = pgTable(
  'classifications',
  {
    tenantId: tenantIdColumn(),
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    policyBuilderHidden: boolean('policy_builder_hidden').notNull().default(false),
    /** Shown only with the EXTRA_COMPLIANCE_FRAMEWORKS flag. */
    extra: boolean('extra').notNull().default(false),
    /** A compliance framework's element types (classification ids): what the policy engine looks for under it. */
    elementTypes: text('element_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.id] })],
);

export const classificationsAccess = tenantAccess(classifications, READ_WRITE);
