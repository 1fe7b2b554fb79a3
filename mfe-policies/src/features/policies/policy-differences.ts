import { VALUE_LABELS, type PolicyVersion } from 'shared-contracts';

/** One line of a comparison: what it is, and its value in each version. */
export interface DifferenceRow {
  key: string;
  label: string;
  left: string;
  right: string;
  differs: boolean;
}

const LABELS: Readonly<Record<string, string>> = {
  'conditions.elementTypes': 'Data types',
  'conditions.complianceFrameworks': 'Compliance frameworks',
  'conditions.contentCategories': 'Content categories',
  'conditions.mipLabels': 'MIP labels',
  'conditions.egressChannels': 'Egress channels',
  'conditions.destinationTypes': 'Destination types',
  'conditions.sources': 'Sources',
  'conditions.destinations': 'Destinations',
  'conditions.users': 'Users',
  'exceptions.sources': 'Exempt sources',
  'exceptions.destinations': 'Exempt destinations',
  'exceptions.users': 'Exempt users',
  educateMessage: 'Message shown to the user',
  raiseIncident: 'Raise an incident',
};

/** A value as one line of text: lists joined, matchers as values, groups and lists, empty as a dash. */
function text(value: unknown, listName: (id: string) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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
  left: PolicyVersion,
  right: PolicyVersion,
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
  const leftDefinition = left.definition as unknown as Record<string, Record<string, unknown>>;
  const rightDefinition = right.definition as unknown as Record<string, Record<string, unknown>>;
  for (const [key, label] of Object.entries(LABELS)) {
    const [group, field] = key.includes('.') ? key.split('.') : [undefined, key];
    const read = (definition: Record<string, Record<string, unknown>>) =>
      group ? definition[group]?.[field!] : (definition as Record<string, unknown>)[field!];
    add(key, label, read(leftDefinition), read(rightDefinition));
  }
  return rows;
}
