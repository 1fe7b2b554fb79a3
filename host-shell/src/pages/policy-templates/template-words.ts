import type { ApiAnswer, DifferenceRow } from 'shared-contracts';
import { policyDifferences, VALUE_LABELS } from 'shared-contracts';

/** The Policy templates page's data, as the API answers it. */
export type PolicyTemplate = ApiAnswer<'/platform/policy-templates', 'get'>['templates'][number];
export type TemplateDetails = ApiAnswer<'/platform/policy-templates/{templateId}', 'get'>;
export type TemplateVersion = TemplateDetails['versions'][number];
export type TemplateStatus = ApiAnswer<'/platform/policy-templates/{templateId}/status', 'get'>;
export type TenantTemplateStatus = TemplateStatus['tenants'][number];
export type TemplateItemStatus = TenantTemplateStatus['items'][number];
export type TemplatePreview = ApiAnswer<'/platform/policy-templates/{templateId}/preview', 'post'>;
export type TenantPushPlan = TemplatePreview['tenants'][number];
export type TemplatePushAnswer = ApiAnswer<'/platform/policy-templates/{templateId}/push', 'post'>;
export type TemplateChange = TenantPushPlan['changes'][number];

/** The shell's own path of the Policy templates page (platform admins; not a remote, not in the rail). */
export const POLICY_TEMPLATES_PATH = '/policy-templates';
/** Its title, in the user menu and the header. */
export const POLICY_TEMPLATES_TITLE = 'Policy templates';

/** A tenant's (or an item's) state against the template in words. */
export const STATE_WORDS: Readonly<Record<TemplateItemStatus['state'], string>> = {
  in_sync: 'In sync',
  drifted: 'Drifted',
  missing: 'Missing',
};

/** The colour of a state's tag. */
export const stateColor = (state: TemplateItemStatus['state']) =>
  state === 'in_sync' ? 'green' : state === 'drifted' ? 'orange' : 'red';

/** Which version a tenant has, against the template's latest. */
export function versionWords(version: number | null, latest: number): string {
  if (version === null) return '—';
  return version === latest ? `Version ${version} (latest)` : `Version ${version} of ${latest}`;
}

const ACTION_WORDS: Readonly<Record<TemplateChange['action'], string>> = {
  create: 'Created',
  update: 'Updated',
  unchanged: 'Unchanged',
};

/** One change of a push in words: `Policy "Block shares": updated (verdict, description)`. */
export function changeWords(change: TemplateChange): string {
  const kind = change.kind === 'policy' ? 'Policy' : 'List';
  const fields = change.fields.length > 0 ? ` (${change.fields.join(', ')})` : '';
  return `${kind} "${change.name}": ${ACTION_WORDS[change.action].toLowerCase()}${fields}`;
}

/** What a push would do in a tenant, in words, with how a drifted tenant is handled. */
export function planWords(plan: TenantPushPlan, drifted: 'skip' | 'overwrite'): string {
  if (plan.conflict) return `Refused: ${plan.conflict}`;
  if (plan.drifted && drifted === 'skip') return 'Skipped: the tenant edited its copy';
  const changed = plan.changes.filter((change) => change.action !== 'unchanged');
  if (changed.length === 0) return 'Nothing changes';
  const overwrite = plan.drifted ? " (overwrites the tenant's edits)" : '';
  return `${changed.map(changeWords).join('; ')}${overwrite}`;
}

/** A list's fields as lines of a comparison. */
function listLines(list: NonNullable<TemplateItemStatus['templateList']>) {
  return {
    name: list.name,
    description: list.description || '—',
    listType: VALUE_LABELS.listType[list.listType],
    entityType: list.entityType,
    items: list.items.length > 0 ? list.items.join(', ') : '—',
  };
}

const LIST_LABELS = {
  name: 'Name',
  description: 'Description',
  listType: 'Type',
  entityType: 'Entries',
  items: 'Items',
} as const;

/**
 * A template item and the tenant's copy side by side, as the policy versions view compares two versions (every
 * field, differing ones marked). A policy's list references read as the template's list names; a copy's priority is
 * its own order in the tenant, so it is compared with itself.
 */
export function itemDifferences(item: TemplateItemStatus, listNames: ReadonlyMap<string, string>): DifferenceRow[] {
  if (item.kind === 'policy') {
    const { templatePolicy, copyPolicy } = item;
    if (!templatePolicy || !copyPolicy) return [];
    return policyDifferences(
      templatePolicy,
      { ...copyPolicy, priority: templatePolicy.priority },
      (key) => listNames.get(key) ?? key,
    );
  }
  if (!item.templateList || !item.copyList) return [];
  const left = listLines(item.templateList);
  const right = listLines(item.copyList);
  return (Object.keys(LIST_LABELS) as (keyof typeof LIST_LABELS)[]).map((key) => ({
    key,
    label: LIST_LABELS[key],
    left: left[key],
    right: right[key],
    differs: left[key] !== right[key],
  }));
}

/** The names of a version's lists by key (a policy's list references are keys). */
export const listNamesOf = (version: TemplateVersion | undefined): Map<string, string> =>
  new Map((version?.content.lists ?? []).map((list) => [list.key, list.name]));
