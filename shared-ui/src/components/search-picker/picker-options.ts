import { SEARCH_PICKER_MAX_OPTIONS } from 'shared-contracts';

/** One choice of a search picker. */
export interface SearchPickerOption {
  /** Stable value passed back on selection. */
  value: string;
  /** Text shown. */
  label: string;
}

/** The options a picker lists: the selected ones first, then the results not already selected, at most 100 in all. */
export function pickerOptions(
  selected: readonly SearchPickerOption[],
  results: readonly SearchPickerOption[],
  limit = SEARCH_PICKER_MAX_OPTIONS,
): SearchPickerOption[] {
  const chosen = new Set(selected.map((option) => option.value));
  const seen = new Set<string>();
  const merged: SearchPickerOption[] = [];
  for (const option of [...selected, ...results.filter((result) => !chosen.has(result.value))]) {
    if (seen.has(option.value)) continue;
    seen.add(option.value);
    merged.push(option);
    if (merged.length === limit) break;
  }
  return merged;
}

/**
 * The options of a whole short list, as a checklist shows them: selected values the list lacks first (so they can be
 * unticked), then the list in its order, narrowed to labels containing `text` (case-insensitive).
 */
export function checklistOptions(
  selected: readonly SearchPickerOption[],
  list: readonly SearchPickerOption[],
  text: string,
): SearchPickerOption[] {
  const needle = text.trim().toLowerCase();
  const listed = new Set(list.map((option) => option.value));
  const matches = (option: SearchPickerOption) => option.label.toLowerCase().includes(needle);
  return [...selected.filter((option) => !listed.has(option.value)), ...list].filter(matches);
}
