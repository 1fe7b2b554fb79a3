import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_PAGE_AREAS, plural } from 'shared-contracts';
import { IsoTime, Nullable } from 'shared-contracts/schemas';
import { queryRows, type Database, type Tx } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import { recordAudit } from '../../lib/audit/record-audit';
import { isoText } from '../../lib/listing';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { checkNameFree as checkListNameFree, insertValues } from '../lists/repository';
import { listIdsOf } from '../policies/policy-context';
import { checkPolicy } from '../policies/policy-writes';
import { actorName, checkNameFree as checkPolicyNameFree, nextPriority, recordVersion } from '../policies/repository';
import { listFieldsChanged, mapListIds, policyFieldsChanged } from './content';
import {
  PolicyTemplateSchema,
  TemplateContentSchema,
  TemplateListSchema,
  TemplatePolicySchema,
  TemplatePushRecordSchema,
  type DriftedMode,
  type ItemState,
  type PolicyTemplate,
  type TemplateChange,
  type TemplateContent,
  type TemplateItemStatus,
  type TemplateList,
  type TemplatePolicy,
  type TemplatePushRecord,
  type TemplateVersion,
  type TenantPushPlan,
  type TenantPushResult,
  type TenantTemplateStatus,
} from './schemas';
import { visibleTemplates, type TemplateScope } from './template-scope';

/** The page area of the template entries written into a tenant's own audit log. */
export const TEMPLATES_AUDIT_PAGE = AUDIT_PAGE_AREAS.Policies;
/** How many of the latest pushes a template's details answer. */
const PUSH_LIMIT = 100;

const IdRow = Type.Object({ id: Type.String() });
const TenantRow = Type.Object({ id: Type.String(), name: Type.String() });
const VersionRow = Type.Object({
  version: Type.Integer(),
  sourceTenant: Type.String(),
  savedBy: Type.String(),
  saved: IsoTime(),
  content: TemplateContentSchema,
});
const SourcePolicyRow = Type.Object({
  ...TemplatePolicySchema.properties,
  id: Type.String(),
  templateId: Nullable(Type.String()),
  templateKey: Nullable(Type.String()),
});
const SourceListRow = Type.Object({
  ...TemplateListSchema.properties,
  id: Type.String(),
  templateId: Nullable(Type.String()),
  templateKey: Nullable(Type.String()),
});
const CopyPolicyRow = Type.Object({
  ...TemplatePolicySchema.properties,
  id: Type.String(),
  templateVersion: Type.Integer(),
});
const CopyListRow = Type.Object({
  ...TemplateListSchema.properties,
  id: Type.String(),
  templateVersion: Type.Integer(),
});
type CopyPolicy = Static<typeof CopyPolicyRow>;
type CopyList = Static<typeof CopyListRow>;

/** Who acts: the session's user id. */
export interface Actor {
  id: string;
}

const byName = (actorId: string) =>
  sql`coalesce((SELECT coalesce(nullif(name, ''), email) FROM users WHERE id = ${actorId}), ${actorId})`;

/** The templates `scope` sees (and `where` says), each with its latest version and the scope's tenants it went to. */
const SUMMARY = (scope: TemplateScope, where: SQL) => sql`SELECT t.id::text AS id, t.name, t.description,
    t.created_by_name AS "createdBy", ${sql.raw(isoText('t.created'))} AS created, v.version AS "latestVersion",
    jsonb_array_length(v.content->'policies') AS policies, jsonb_array_length(v.content->'lists') AS lists,
    (SELECT count(DISTINCT p.target_tenant)::int FROM policy_template_pushes p
      WHERE p.template_id = t.id AND p.outcome <> 'skipped'
        AND p.target_tenant IN (SELECT jsonb_array_elements_text(${JSON.stringify(scope.tenants)}::jsonb))) AS tenants,
    t.group_id::text AS "groupId", g.name AS "groupName"
  FROM policy_templates t
  LEFT JOIN tenant_groups g ON g.id = t.group_id
  CROSS JOIN LATERAL (SELECT version, content FROM policy_template_versions tv WHERE tv.template_id = t.id
    ORDER BY version DESC LIMIT 1) v
  WHERE ${visibleTemplates(scope)} AND ${where}`;

/**
 * Every template `scope` sees with its latest version, by name; of two with one name (each owner names its own), the
 * platform's own first, then by group name.
 */
export function listTemplates(database: Database, scope: TemplateScope): Promise<PolicyTemplate[]> {
  return queryRows(
    database.db,
    sql`${SUMMARY(scope, sql`true`)} ORDER BY lower(t.name), lower(g.name) NULLS FIRST, t.id`,
    PolicyTemplateSchema,
  );
}

/** A template `scope` sees; 404 for one it does not (as for one that does not exist). */
async function findTemplate(database: Database, scope: TemplateScope, id: string): Promise<PolicyTemplate> {
  const [row] = await queryRows(database.db, SUMMARY(scope, sql`t.id = ${id}::uuid`), PolicyTemplateSchema);
  if (!row) throw notFound('The policy template');
  return row;
}

/** A template's versions, newest first. */
async function templateVersions(database: Database, id: string): Promise<TemplateVersion[]> {
  return queryRows(
    database.db,
    sql`SELECT version, source_tenant AS "sourceTenant", saved_by_name AS "savedBy",
          ${sql.raw(isoText('saved'))} AS saved, content
        FROM policy_template_versions WHERE template_id = ${id}::uuid ORDER BY version DESC`,
    VersionRow,
  );
}

/** A template with its versions, newest first, and its latest pushes to tenants of the scope. */
export async function templateDetails(
  database: Database,
  scope: TemplateScope,
  id: string,
): Promise<{ template: PolicyTemplate; versions: TemplateVersion[]; pushes: TemplatePushRecord[] }> {
  const template = await findTemplate(database, scope, id);
  const pushes = await queryRows(
    database.db,
    sql`SELECT p.version, p.target_tenant AS "tenantId", coalesce(tn.name, p.target_tenant) AS "tenantName",
          p.outcome, p.detail, p.by_name AS by, ${sql.raw(isoText('p.at'))} AS at
        FROM policy_template_pushes p LEFT JOIN tenants tn ON tn.id = p.target_tenant
        WHERE p.template_id = ${id}::uuid
          AND p.target_tenant IN (SELECT jsonb_array_elements_text(${JSON.stringify(scope.tenants)}::jsonb))
        ORDER BY p.at DESC, p.id LIMIT ${PUSH_LIMIT}`,
    TemplatePushRecordSchema,
  );
  // The tenant a version was saved from is named to those who hold it (a platform admin's template for a group may come
  // from a tenant outside it).
  const versions = (await templateVersions(database, id)).map((version) => ({
    ...version,
    sourceTenant:
      version.sourceTenant !== null && scope.tenants.includes(version.sourceTenant) ? version.sourceTenant : null,
  }));
  return { template, versions, pushes };
}

/**
 * The content of policies of a tenant, read in that tenant: the policies named and the lists they reference (with
 * their items). An item's key is its id, or its template key when it is itself a copy of this template (so a version
 * saved from a tenant's copy keeps the keys of the version it came from).
 */
async function readSource(
  database: Database,
  tenantId: string,
  policyIds: readonly string[],
  templateId: string | null,
): Promise<TemplateContent> {
  return withTenant(
    database,
    tenantId,
    async (tx) => {
      const rows = await queryRows(
        tx,
        sql`SELECT id::text AS id, 'x' AS key, name, description, status, verdict, priority, definition,
              template_id::text AS "templateId", template_key AS "templateKey"
            FROM policies WHERE tenant_id = ${tenantId} AND policy_type = 'protection'
              AND id::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(policyIds)}::jsonb))
            ORDER BY priority, lower(name), id`,
        SourcePolicyRow,
      );
      const found = new Set(rows.map((row) => row.id));
      const missing = policyIds.map((id, index) => ({ id, index })).filter(({ id }) => !found.has(id));
      if (missing.length > 0)
        throw new HttpProblem(404, `The policy ${missing[0]!.id} was not found in ${tenantId}`, {
          errors: missing.map(({ id, index }) => ({
            in: 'body',
            field: `policyIds/${index}`,
            message: `'${id}' is not a policy of ${tenantId}`,
          })),
        });
      const listIds = [...new Set(rows.flatMap((row) => listIdsOf(row.definition)))];
      const lists =
        listIds.length === 0
          ? []
          : await queryRows(
              tx,
              sql`SELECT l.id::text AS id, 'x' AS key, l.name, l.description, l.list_type AS "listType",
                    l.entity_type AS "entityType",
                    coalesce(array_agg(i.value) FILTER (WHERE i.value IS NOT NULL), '{}') AS items,
                    l.template_id::text AS "templateId", l.template_key AS "templateKey"
                  FROM lists l LEFT JOIN list_items i ON i.tenant_id = l.tenant_id AND i.list_id = l.id
                  WHERE l.tenant_id = ${tenantId}
                    AND l.id::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(listIds)}::jsonb))
                  GROUP BY l.id, l.name, l.description, l.list_type, l.entity_type, l.template_id, l.template_key
                  ORDER BY lower(l.name), l.id`,
              SourceListRow,
            );
      const keyOf = (row: { id: string; templateId: string | null; templateKey: string | null }) =>
        templateId !== null && row.templateId === templateId && row.templateKey !== null ? row.templateKey : row.id;
      const listKeys = new Map(lists.map((list) => [list.id, keyOf(list)]));
      return {
        policies: rows.map((row) => ({
          key: keyOf(row),
          name: row.name,
          description: row.description,
          status: row.status,
          verdict: row.verdict,
          priority: row.priority,
          definition: mapListIds(row.definition, (id) => listKeys.get(id) ?? id),
        })),
        lists: lists.map((list) => ({
          key: keyOf(list),
          name: list.name,
          description: list.description,
          listType: list.listType,
          entityType: list.entityType,
          items: [...list.items].sort(),
        })),
      };
    },
    { readOnly: true },
  );
}

async function insertVersion(
  tx: Pick<Tx, 'execute'>,
  templateId: string,
  version: number,
  content: TemplateContent,
  sourceTenant: string,
  actor: Actor,
): Promise<void> {
  await tx.execute(sql`INSERT INTO policy_template_versions (template_id, version, content, source_tenant, saved_by_id,
      saved_by_name)
    VALUES (${templateId}::uuid, ${version}, ${JSON.stringify(content)}::jsonb, ${sourceTenant}, ${actor.id},
      ${byName(actor.id)})`);
}

/** Saves policies of a tenant as a new template (version 1); 409 for a name in use. */
export async function saveTemplate(
  database: Database,
  actor: Actor,
  body: { name: string; description?: string | undefined; tenantId: string; policyIds: readonly string[] },
  groupId: string | null,
): Promise<string> {
  const name = body.name.trim();
  if (name === '')
    throw new HttpProblem(400, 'Invalid name: a template needs a name', {
      errors: [{ in: 'body', field: 'name', message: 'a template needs a name' }],
    });
  const content = await readSource(database, body.tenantId, body.policyIds, null);
  const id = randomUUID();
  await database.db.transaction(async (tx) => {
    // Names are unique within their owner (a group, or the platform): another group's names are neither seen nor taken.
    const [taken] = await queryRows(
      tx,
      sql`SELECT id::text AS id FROM policy_templates
        WHERE name = ${name} AND coalesce(group_id::text, '') = ${groupId ?? ''}`,
      IdRow,
    );
    if (taken) throw new HttpProblem(409, `A policy template named "${name}" exists already`);
    await tx.execute(sql`INSERT INTO policy_templates (id, name, description, created_by_id, created_by_name, group_id)
      VALUES (${id}::uuid, ${name}, ${body.description?.trim() ?? ''}, ${actor.id}, ${byName(actor.id)},
        ${groupId}::uuid)`);
    await insertVersion(tx, id, 1, content, body.tenantId, actor);
  });
  return id;
}

/** Saves policies of a tenant as a template's next version. */
export async function saveVersion(
  database: Database,
  scope: TemplateScope,
  actor: Actor,
  templateId: string,
  body: { tenantId: string; policyIds: readonly string[] },
): Promise<void> {
  const template = await findTemplate(database, scope, templateId);
  const content = await readSource(database, body.tenantId, body.policyIds, template.id);
  await database.db.transaction(async (tx) => {
    // The template row locked: two saves at once number their versions one after the other.
    await tx.execute(sql`SELECT id FROM policy_templates WHERE id = ${templateId}::uuid FOR UPDATE`);
    const [row] = await queryRows(
      tx,
      sql`SELECT (coalesce(max(version), 0) + 1)::int AS version FROM policy_template_versions
          WHERE template_id = ${templateId}::uuid`,
      Type.Object({ version: Type.Integer() }),
    );
    await insertVersion(tx, templateId, row?.version ?? 1, content, body.tenantId, actor);
  });
}

/** A tenant's copies of a template's items, their list ids given as the keys of the template's lists. */
async function readCopies(
  tx: Tx,
  tenantId: string,
  templateId: string,
): Promise<{ policies: CopyPolicy[]; lists: CopyList[] }> {
  const lists = await queryRows(
    tx,
    sql`SELECT l.id::text AS id, l.template_key AS key, l.template_version AS "templateVersion", l.name, l.description,
          l.list_type AS "listType", l.entity_type AS "entityType",
          coalesce(array_agg(i.value) FILTER (WHERE i.value IS NOT NULL), '{}') AS items
        FROM lists l LEFT JOIN list_items i ON i.tenant_id = l.tenant_id AND i.list_id = l.id
        WHERE l.tenant_id = ${tenantId} AND l.template_id = ${templateId}::uuid
        GROUP BY l.id, l.template_key, l.template_version, l.name, l.description, l.list_type, l.entity_type`,
    CopyListRow,
  );
  const policies = await queryRows(
    tx,
    sql`SELECT id::text AS id, template_key AS key, template_version AS "templateVersion", name, description, status,
          verdict, priority, definition
        FROM policies WHERE tenant_id = ${tenantId} AND template_id = ${templateId}::uuid`,
    CopyPolicyRow,
  );
  const keys = new Map(lists.map((list) => [list.id, list.key]));
  return {
    lists: lists.map((list) => ({ ...list, items: [...list.items].sort() })),
    policies: policies.map((policy) => ({
      ...policy,
      definition: mapListIds(policy.definition, (id) => keys.get(id) ?? id),
    })),
  };
}

const policyContent = ({ id: _id, templateVersion: _version, ...content }: CopyPolicy): TemplatePolicy => content;
const listContent = ({ id: _id, templateVersion: _version, ...content }: CopyList): TemplateList => content;

/** Each copy against the item of the version it came from: the fields the tenant changed (empty: in sync). */
function copyDrift(
  copies: { policies: CopyPolicy[]; lists: CopyList[] },
  versions: ReadonlyMap<number, TemplateContent>,
): { policies: Map<string, string[]>; lists: Map<string, string[]> } {
  const policies = new Map<string, string[]>();
  for (const copy of copies.policies) {
    const base = versions.get(copy.templateVersion)?.policies.find((item) => item.key === copy.key);
    policies.set(copy.key, base ? policyFieldsChanged(base, policyContent(copy)) : []);
  }
  const lists = new Map<string, string[]>();
  for (const copy of copies.lists) {
    const base = versions.get(copy.templateVersion)?.lists.find((item) => item.key === copy.key);
    lists.set(copy.key, base ? listFieldsChanged(base, listContent(copy)) : []);
  }
  return { policies, lists };
}

const isDrifted = (drift: ReturnType<typeof copyDrift>) =>
  [...drift.policies.values(), ...drift.lists.values()].some((fields) => fields.length > 0);

/** A template's versions' content by number; 404 for a version it does not have. */
async function versionContents(database: Database, templateId: string): Promise<Map<number, TemplateContent>> {
  const versions = await templateVersions(database, templateId);
  return new Map(versions.map((version) => [version.version, version.content]));
}

async function tenantNames(database: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await queryRows(
    database.db,
    sql`SELECT id, name FROM tenants WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
    TenantRow,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Per tenant of the scope the template was pushed to: its copies against the version they came from. */
export async function templateStatus(
  database: Database,
  scope: TemplateScope,
  templateId: string,
): Promise<{ latestVersion: number; tenants: TenantTemplateStatus[] }> {
  const template = await findTemplate(database, scope, templateId);
  const versions = await versionContents(database, templateId);
  const targets = await queryRows(
    database.db,
    sql`SELECT tn.id, tn.name FROM tenants tn
        WHERE tn.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(scope.tenants)}::jsonb))
          AND EXISTS (SELECT 1 FROM policy_template_pushes p WHERE p.template_id = ${templateId}::uuid
            AND p.target_tenant = tn.id AND p.outcome <> 'skipped')
        ORDER BY lower(tn.name), tn.id`,
    TenantRow,
  );
  const tenants: TenantTemplateStatus[] = [];
  for (const tenant of targets) {
    const copies = await withTenant(database, tenant.id, (tx) => readCopies(tx, tenant.id, templateId), {
      readOnly: true,
    });
    const [last] = await queryRows(
      database.db,
      sql`SELECT version::int AS version FROM policy_template_pushes WHERE template_id = ${templateId}::uuid
            AND target_tenant = ${tenant.id} AND outcome <> 'skipped' ORDER BY at DESC, id LIMIT 1`,
      Type.Object({ version: Type.Integer() }),
    );
    const copyVersions = [...copies.policies, ...copies.lists].map((copy) => copy.templateVersion);
    const version = copyVersions.length > 0 ? Math.max(...copyVersions) : (last?.version ?? null);
    const content = version === null ? undefined : versions.get(version);
    const items: TemplateItemStatus[] = [];
    for (const item of content?.policies ?? []) {
      const copy = copies.policies.find((candidate) => candidate.key === item.key);
      const base = copy && (versions.get(copy.templateVersion)?.policies.find((p) => p.key === item.key) ?? item);
      const fields = copy && base ? policyFieldsChanged(base, policyContent(copy)) : [];
      items.push({
        kind: 'policy',
        key: item.key,
        name: item.name,
        state: stateOf(copy !== undefined, fields),
        fields,
        templatePolicy: base ?? item,
        copyPolicy: copy ? policyContent(copy) : null,
        templateList: null,
        copyList: null,
      });
    }
    for (const item of content?.lists ?? []) {
      const copy = copies.lists.find((candidate) => candidate.key === item.key);
      const base = copy && (versions.get(copy.templateVersion)?.lists.find((l) => l.key === item.key) ?? item);
      const fields = copy && base ? listFieldsChanged(base, listContent(copy)) : [];
      items.push({
        kind: 'list',
        key: item.key,
        name: item.name,
        state: stateOf(copy !== undefined, fields),
        fields,
        templatePolicy: null,
        copyPolicy: null,
        templateList: base ?? item,
        copyList: copy ? listContent(copy) : null,
      });
    }
    const state: ItemState = items.some((item) => item.state === 'drifted')
      ? 'drifted'
      : items.some((item) => item.state === 'missing') || items.length === 0
        ? 'missing'
        : 'in_sync';
    tenants.push({ tenantId: tenant.id, tenantName: tenant.name, state, version, items });
  }
  return { latestVersion: template.latestVersion, tenants };
}

const stateOf = (present: boolean, fields: readonly string[]): ItemState =>
  !present ? 'missing' : fields.length > 0 ? 'drifted' : 'in_sync';

/** What pushing a version does in one tenant, and whether it was skipped. */
interface TenantOutcome {
  outcome: TenantPushResult['outcome'];
  drifted: boolean;
  changes: TemplateChange[];
}

/**
 * Pushes a version into one tenant, in that tenant's transaction (row-level security: only its rows): its lists
 * first (created, or updated to the version's content), then its policies (their list keys made the tenant's list
 * ids; checked as the builder checks them), every copy recording the template, version and key. A tenant that edited
 * its copies is left alone when `drifted` is skip. Audited in the tenant when anything changed.
 */
async function pushIntoTenant(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  template: { id: string; name: string },
  versions: ReadonlyMap<number, TemplateContent>,
  version: number,
  drifted: DriftedMode,
): Promise<TenantOutcome> {
  const content = versions.get(version);
  if (!content) throw notFound(`Version ${version} of the template`);
  const copies = await readCopies(tx, tenantId, template.id);
  const drift = copyDrift(copies, versions);
  const isDriftedTenant = isDrifted(drift);
  const changes: TemplateChange[] = [];
  for (const list of content.lists) {
    const copy = copies.lists.find((candidate) => candidate.key === list.key);
    const fields = copy ? listFieldsChanged(list, listContent(copy)) : [];
    changes.push({
      kind: 'list',
      key: list.key,
      name: list.name,
      action: !copy ? 'create' : fields.length > 0 ? 'update' : 'unchanged',
      fields,
    });
  }
  for (const policy of content.policies) {
    const copy = copies.policies.find((candidate) => candidate.key === policy.key);
    const fields = copy ? policyFieldsChanged(policy, policyContent(copy)) : [];
    changes.push({
      kind: 'policy',
      key: policy.key,
      name: policy.name,
      action: !copy ? 'create' : fields.length > 0 ? 'update' : 'unchanged',
      fields,
    });
  }
  if (isDriftedTenant && drifted === 'skip') return { outcome: 'skipped', drifted: true, changes };

  const listIds = new Map<string, string>();
  for (const list of content.lists) {
    const copy = copies.lists.find((candidate) => candidate.key === list.key);
    const id = copy?.id ?? randomUUID();
    listIds.set(list.key, id);
    const columns = sql`template_id = ${template.id}::uuid, template_version = ${version}, template_key = ${list.key}`;
    if (!copy) {
      await checkListNameFree(tx, tenantId, list.name);
      await tx.execute(sql`INSERT INTO lists (tenant_id, id, name, description, list_type, entity_type, template_id,
          template_version, template_key)
        VALUES (${tenantId}, ${id}::uuid, ${list.name}, ${list.description}, ${list.listType}, ${list.entityType},
          ${template.id}::uuid, ${version}, ${list.key})`);
      await insertValues(tx, tenantId, id, list.items);
    } else if (listFieldsChanged(list, listContent(copy)).length > 0) {
      if (list.name !== copy.name) await checkListNameFree(tx, tenantId, list.name, copy.id);
      await tx.execute(sql`DELETE FROM list_items WHERE tenant_id = ${tenantId} AND list_id = ${id}::uuid
          AND value NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(list.items)}::jsonb))`);
      await insertValues(tx, tenantId, id, list.items);
      await tx.execute(sql`UPDATE lists SET name = ${list.name}, description = ${list.description},
          list_type = ${list.listType}, entity_type = ${list.entityType}, version = version + 1, updated = now(),
          ${columns}
        WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
    } else {
      await tx.execute(sql`UPDATE lists SET ${columns} WHERE tenant_id = ${tenantId} AND id = ${id}::uuid`);
    }
  }
  const by = await actorName(tx, actor.id);
  for (const policy of content.policies) {
    const copy = copies.policies.find((candidate) => candidate.key === policy.key);
    const definition = mapListIds(policy.definition, (key) => listIds.get(key) ?? key);
    const write = { ...policy, definition };
    const columns = sql`template_id = ${template.id}::uuid, template_version = ${version}, template_key = ${policy.key}`;
    if (!copy) {
      await checkPolicy(tx, tenantId, write);
      await checkPolicyNameFree(tx, tenantId, policy.name);
      const id = randomUUID();
      await tx.execute(sql`INSERT INTO policies (tenant_id, id, name, description, policy_type, status, verdict, priority,
          definition, created_by, updated_by, template_id, template_version, template_key)
        VALUES (${tenantId}, ${id}::uuid, ${policy.name}, ${policy.description}, 'protection', ${policy.status},
          ${policy.verdict}, ${await nextPriority(tx, tenantId, 'protection')}, ${JSON.stringify(definition)}::jsonb,
          ${by}, ${by}, ${template.id}::uuid, ${version}, ${policy.key})`);
      await recordVersion(tx, tenantId, id, 'created', by);
    } else if (policyFieldsChanged(policy, policyContent(copy)).length > 0) {
      await checkPolicy(tx, tenantId, write);
      if (policy.name !== copy.name) await checkPolicyNameFree(tx, tenantId, policy.name, copy.id);
      await tx.execute(sql`UPDATE policies SET name = ${policy.name}, description = ${policy.description},
          status = ${policy.status}, verdict = ${policy.verdict}, definition = ${JSON.stringify(definition)}::jsonb,
          version = version + 1, updated = now(), updated_by = ${by}, ${columns}
        WHERE tenant_id = ${tenantId} AND id = ${copy.id}::uuid`);
      await recordVersion(tx, tenantId, copy.id, 'edited', by);
    } else {
      await tx.execute(sql`UPDATE policies SET ${columns} WHERE tenant_id = ${tenantId} AND id = ${copy.id}::uuid`);
    }
  }
  const changed = changes.filter((change) => change.action !== 'unchanged');
  if (changed.length === 0) return { outcome: 'unchanged', drifted: isDriftedTenant, changes };
  await recordAudit(tx, tenantId, {
    actorId: actor.id,
    page: TEMPLATES_AUDIT_PAGE,
    action: 'Push policy template',
    outcome: 'Success',
    objectId: template.id,
    description: pushDetail(template.name, version, changes, isDriftedTenant),
  });
  return { outcome: 'applied', drifted: isDriftedTenant, changes };
}

/** `Template "Baseline" version 2: 1 policy created, 1 policy updated, 1 list created (the tenant's edits overwritten)`. */
export function pushDetail(
  name: string,
  version: number,
  changes: readonly TemplateChange[],
  drifted: boolean,
): string {
  const count = (kind: TemplateChange['kind'], action: TemplateChange['action']) =>
    changes.filter((change) => change.kind === kind && change.action === action).length;
  const parts: string[] = [];
  for (const kind of ['policy', 'list'] as const) {
    const words = kind === 'policy' ? { one: 'policy', other: 'policies' } : { one: 'list', other: 'lists' };
    for (const action of ['create', 'update'] as const) {
      const n = count(kind, action);
      if (n > 0) parts.push(`${plural(n, words)} ${action === 'create' ? 'created' : 'updated'}`);
    }
  }
  const what = parts.length > 0 ? parts.join(', ') : 'nothing changed';
  return `Template "${name}" version ${version}: ${what}${drifted ? " (the tenant's edits overwritten)" : ''}`;
}

/** Thrown to roll a preview's transaction back once it knows what the push would do. */
class PreviewRollback extends Error {
  constructor(readonly outcome: TenantOutcome) {
    super('preview');
  }
}

/** The version asked for, or the latest; 404 when the template has no such version. */
function versionOf(versions: ReadonlyMap<number, TemplateContent>, asked: number | undefined): number {
  const version = asked ?? Math.max(...versions.keys());
  if (!versions.has(version)) throw notFound(`Version ${version} of the template`);
  return version;
}

/**
 * What pushing a version would do in each tenant, computed by the push itself in each tenant's transaction, rolled
 * back: the changes (as an overwrite makes them), whether the tenant edited its copies, and what refuses the push
 * there (a name taken by another policy or list, a classification the tenant lacks).
 */
export async function previewPush(
  database: Database,
  scope: TemplateScope,
  actor: Actor,
  templateId: string,
  body: { version?: number | undefined; tenantIds: readonly string[] },
): Promise<{ version: number; tenants: TenantPushPlan[] }> {
  const template = await findTemplate(database, scope, templateId);
  const versions = await versionContents(database, templateId);
  const version = versionOf(versions, body.version);
  const names = await tenantNames(database, body.tenantIds);
  const tenants: TenantPushPlan[] = [];
  for (const tenantId of body.tenantIds) {
    const tenantName = names.get(tenantId) ?? tenantId;
    try {
      await withTenant(database, tenantId, async (tx) => {
        throw new PreviewRollback(await pushIntoTenant(tx, tenantId, actor, template, versions, version, 'overwrite'));
      });
    } catch (error) {
      if (error instanceof PreviewRollback) {
        const { drifted, changes } = error.outcome;
        tenants.push({ tenantId, tenantName, drifted, changes, conflict: null });
      } else if (error instanceof HttpProblem && (error.status === 400 || error.status === 409)) {
        tenants.push({ tenantId, tenantName, drifted: false, changes: [], conflict: error.message });
      } else throw error;
    }
  }
  return { version, tenants };
}

/**
 * Pushes a version to tenants: first previewed in every tenant (any tenant where it is refused refuses the whole push
 * with 409, nothing written anywhere), then written tenant by tenant, each in its own transaction under its own
 * tenant and audited there, and recorded on the platform (policy_template_pushes).
 */
export async function pushVersion(
  database: Database,
  scope: TemplateScope,
  actor: Actor,
  templateId: string,
  body: { version?: number | undefined; tenantIds: readonly string[]; drifted: DriftedMode },
): Promise<{ version: number; tenants: TenantPushResult[] }> {
  const preview = await previewPush(database, scope, actor, templateId, body);
  const refused = preview.tenants.map((plan, index) => ({ plan, index })).filter(({ plan }) => plan.conflict);
  if (refused.length > 0)
    throw new HttpProblem(
      409,
      `The template cannot be pushed to ${refused.map(({ plan }) => plan.tenantName).join(', ')}: nothing was pushed`,
      {
        errors: refused.map(({ plan, index }) => ({
          in: 'body',
          field: `tenantIds/${index}`,
          message: `${plan.tenantName}: ${plan.conflict ?? ''}`,
        })),
      },
    );
  const template = await findTemplate(database, scope, templateId);
  const versions = await versionContents(database, templateId);
  const { version } = preview;
  const tenants: TenantPushResult[] = [];
  for (const plan of preview.tenants) {
    const outcome = await withTenant(database, plan.tenantId, (tx) =>
      pushIntoTenant(tx, plan.tenantId, actor, template, versions, version, body.drifted),
    );
    const detail =
      outcome.outcome === 'skipped'
        ? 'Skipped: the tenant edited its copy'
        : pushDetail(template.name, version, outcome.changes, outcome.drifted);
    await database.db.execute(sql`INSERT INTO policy_template_pushes (template_id, version, target_tenant, outcome,
        detail, by_id, by_name)
      VALUES (${templateId}::uuid, ${version}, ${plan.tenantId}, ${outcome.outcome}, ${detail}, ${actor.id},
        ${byName(actor.id)})`);
    tenants.push({ tenantId: plan.tenantId, tenantName: plan.tenantName, ...outcome });
  }
  return { version, tenants };
}
