import type { PolicyDefinition } from 'shared-contracts';
import type { TemplateList, TemplatePolicy } from './schemas';

// Pure comparisons of template items with tenants' copies (issue 31, item 3).

/** The fields of a policy a template decides (priority is the tenant's own order, never compared or pushed). */
export const POLICY_FIELDS = ['name', 'description', 'status', 'verdict', 'definition'] as const;
/** The fields of a list a template decides. */
export const LIST_FIELDS = ['name', 'description', 'listType', 'entityType', 'items'] as const;

/** A value as text with object keys sorted, so two equal values read alike whatever order jsonb kept. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The policy fields that differ between a template's policy and a copy (both with list keys). */
export function policyFieldsChanged(template: TemplatePolicy, copy: TemplatePolicy): string[] {
  return POLICY_FIELDS.filter((field) => canonical(template[field]) !== canonical(copy[field]));
}

/** The list fields that differ between a template's list and a copy (items compared as sorted sets). */
export function listFieldsChanged(template: TemplateList, copy: TemplateList): string[] {
  const sorted = (items: readonly string[]) => [...new Set(items)].sort();
  return LIST_FIELDS.filter((field) =>
    field === 'items'
      ? canonical(sorted(template.items)) !== canonical(sorted(copy.items))
      : template[field] !== copy[field],
  );
}

/** A definition with every list id (in conditions and exceptions) passed through `map`. */
export function mapListIds(definition: PolicyDefinition, map: (id: string) => string): PolicyDefinition {
  const side = <T extends PolicyDefinition['conditions'] | PolicyDefinition['exceptions']>(matchers: T): T => ({
    ...matchers,
    sources: { ...matchers.sources, listIds: matchers.sources.listIds.map(map) },
    destinations: { ...matchers.destinations, listIds: matchers.destinations.listIds.map(map) },
    users: { ...matchers.users, listIds: matchers.users.listIds.map(map) },
  });
  return { ...definition, conditions: side(definition.conditions), exceptions: side(definition.exceptions) };
}
