// Two states of a policy side by side, field by field: the policy versions view (mfe-policies) and a template's drift
// in a tenant (the shell's Policy templates page) compare policies alike.

import { VALUE_LABELS, yesNo } from '../labels';
import type { PolicyDefinition, PolicyVersion } from '../schemas/policies';
import {
  POLICY_CONDITION_KEYS,
  POLICY_CONDITIONS,
  POLICY_EXCEPTION_KEYS,
  type PolicyConditionDeclaration,
} from './conditions';

/** What a comparison reads of a policy (a saved version, a template's policy, a tenant's copy). */
export type ComparablePolicy = Pick<
  PolicyVersion,
  'name' | 'verdict' | 'status' | 'priority' | 'description' | 'definition'
>;

/** One line of a comparison: what it is, and its value in each version. */
export interface DifferenceRow {
  key: string;
  label: string;
  left: string;
  right: string;
  differs: boolean;
}

/** The lines of a definition: every condition, every exception (by their declared labels), then the actions. */
const DEFINITION_LINES: readonly { key: string; label: string; read: (definition: PolicyDefinition) => unknown }[] = [
  ...POLICY_CONDITION_KEYS.map((key) => ({
    key: `conditions.${key}`,
    label: POLICY_CONDITIONS[key].label,
    read: (definition: PolicyDefinition) => definition.conditions[key],
  })),
  ...POLICY_EXCEPTION_KEYS.map((key) => {
    const { label, exceptionLabel }: PolicyConditionDeclaration = POLICY_CONDITIONS[key];
    return {
      key: `exceptions.${key}`,
      label: exceptionLabel ?? label,
      read: (definition: PolicyDefinition) => definition.exceptions[key],
    };
  }),
  {
    key: 'educateMessage',
    label: 'Message shown to the user',
    read: (definition: PolicyDefinition) => definition.educateMessage,
  },
  {
    key: 'raiseIncident',
    label: 'Raise an incident',
    read: (definition: PolicyDefinition) => definition.raiseIncident,
  },
];

/** A value as one line of text: lists joined, matchers as values, groups and lists, empty as a dash. */
function text(value: unknown, listName: (id: string) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) =>
      typeof item === 'object' && item !== null && 'id' in item
        ? `${String((item as { id: string }).id)} ≥ ${String((item as { minCount?: number }).minCount ?? 1)}`
        : String(item),
    );
    return items.length > 0 ? items.join(', ') : '—';
  }
  if (typeof value === 'object') {
    const {
      values = [],
      groups = [],
      listIds = [],
    } = value as { values?: string[]; groups?: string[]; listIds?: string[] };
    const parts = [
      ...values,
      ...groups.map((group) => `group ${group}`),
      ...listIds.map((id) => `list ${listName(id)}`),
    ];
    return parts.length > 0 ? parts.join(', ') : '—';
  }
  return String(value);
}

/**
 * Two versions side by side, field by field (name, verdict, status, priority, description, then every condition,
 * exception and action of the definition), each line marked when the two differ.
 */
export function policyDifferences(
  left: ComparablePolicy,
  right: ComparablePolicy,
  listName: (id: string) => string = (id) => id,
): DifferenceRow[] {
  const rows: DifferenceRow[] = [];
  const add = (key: string, label: string, a: unknown, b: unknown) => {
    const [l, r] = [text(a, listName), text(b, listName)];
    rows.push({ key, label, left: l, right: r, differs: l !== r });
  };
  add('name', 'Name', left.name, right.name);
  add('verdict', 'Verdict', VALUE_LABELS.verdict[left.verdict], VALUE_LABELS.verdict[right.verdict]);
  add('status', 'Status', VALUE_LABELS.policyStatus[left.status], VALUE_LABELS.policyStatus[right.status]);
  add('priority', 'Priority', left.priority, right.priority);
  add('description', 'Description', left.description, right.description);
  for (const { key, label, read } of DEFINITION_LINES) add(key, label, read(left.definition), read(right.definition));
  return rows;
}
