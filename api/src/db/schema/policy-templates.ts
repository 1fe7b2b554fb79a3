import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { globalAccess, READ_APPEND } from './rls';
import { tenantGroups } from './tenant-groups';

/**
 * Policy templates (issue 31, item 3): platform-level (no tenant), written by platform admins and Tenant Group Admins.
 * A template is a name; its content lives in its versions, one a save, never changed. A tenant's copies are tenant rows
 * (policies, lists) that name the template, version and item they came from. A template belongs to the tenant group
 * it was made for (`group_id`: its Tenant Group Admins see it, with every platform admin), or to the platform alone
 * (null: platform admins only); a name is unique within its owner.
 */
export const policyTemplates = pgTable(
  'policy_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdById: text('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    created: createdAt(),
    /** The tenant group it was made for; null: the platform's own. A group's end leaves it to the platform. */
    groupId: uuid('group_id').references(() => tenantGroups.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('policy_templates_owner_name_key').on(sql`coalesce(${t.groupId}::text, '')`, t.name),
    index('policy_templates_group').on(t.groupId),
  ],
);

export const policyTemplatesAccess = globalAccess(policyTemplates, READ_APPEND);

/**
 * One saved version of a template: its policies and the lists they reference, copied by content (items included), as
 * they were in the source tenant. Keys tie a version's items to the tenants' copies across versions.
 */
export const policyTemplateVersions = pgTable(
  'policy_template_versions',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => policyTemplates.id),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    /** The tenant the policies were read from (not a reference: the version outlives it). */
    sourceTenant: text('source_tenant').notNull(),
    savedById: text('saved_by_id').notNull(),
    savedByName: text('saved_by_name').notNull(),
    saved: createdAt('saved'),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.version] })],
);

export const policyTemplateVersionsAccess = globalAccess(policyTemplateVersions, READ_APPEND);

/**
 * Every push of a template version to a tenant, with its outcome (applied, unchanged, skipped as drifted): the
 * platform's record of which tenants a template was given to (the status page's tenants) and its history.
 */
export const policyTemplatePushes = pgTable(
  'policy_template_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => policyTemplates.id),
    version: integer('version').notNull(),
    /** The tenant pushed to (not a reference, and not `tenant_id`: a platform row about a tenant, as lifecycle events). */
    targetTenant: text('target_tenant').notNull(),
    outcome: text('outcome').$type<'applied' | 'unchanged' | 'skipped'>().notNull(),
    detail: text('detail').notNull(),
    byId: text('by_id').notNull(),
    byName: text('by_name').notNull(),
    at: createdAt('at'),
  },
  (t) => [index('policy_template_pushes_template').on(t.templateId, t.targetTenant, t.at)],
);

export const policyTemplatePushesAccess = globalAccess(policyTemplatePushes, READ_APPEND);
