/** Text of a filter's trigger button: its label, then what it is set to. */
export function filterTriggerText(label: string, selected: readonly string[]): string {
  if (selected.length === 0) return label;
  if (selected.length === 1) return `${label}: ${selected[0]}`;
  return `${label} (${selected.length})`;
}

/** A numeric range as text: '1 – 50', '≥ 1', '≤ 50'; '' when open on both ends. */
export function rangeText(min: number | undefined, max: number | undefined, unit?: string): string {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return `${min} – ${max}${suffix}`;
  if (min !== undefined) return `≥ ${min}${suffix}`;
  if (max !== undefined) return `≤ ${max}${suffix}`;
  return '';
}
