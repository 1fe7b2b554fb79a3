// The exports speak the console's one vocabulary: an enumerated cell is written as the page shows it (VALUE_LABELS),
// so a CSV or a report says "Monitored" where the grid does, never "CHALLENGE".

import { VALUE_LABELS } from 'shared-contracts';
import type { Vocabulary } from 'shared-contracts';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * SQL of a value's label: each value of the vocabulary (in any letter case, as labelOf reads it) becomes its label,
 * any other value stays as stored.
 */
export function labelSql(vocabulary: Vocabulary, expression: string): string {
  const cases = Object.entries<string>(VALUE_LABELS[vocabulary])
    .map(([value, label]) => `WHEN ${literal(value.toLowerCase())} THEN ${literal(label)}`)
    .join(' ');
  return `CASE lower(${expression}) ${cases} ELSE ${expression} END`;
}

/** A csv `values` entry writing a row key's cell as its label: `{ policyVerdict: labelled('verdict', 'policyVerdict') }`. */
export function labelled<Key extends string>(
  vocabulary: Vocabulary,
  key: Key,
): (column: (key: Key) => string) => string {
  return (column) => labelSql(vocabulary, column(key));
}
