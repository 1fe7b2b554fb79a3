import { booleanFilter, dateRangeFilter, optionsFilter, rangeFilter } from 'shared-contracts';
import { chipText } from './chip-text';
import { filterTriggerText, rangeText } from './filter-trigger';

const same = (value: string) => value;

describe('chipText', () => {
  it('names the filter with SPEC label and its value', () => {
    const host = optionsFilter('Host Name', { endpoint: '/filters/hostname-options' });
    expect(chipText(host, { kind: 'options', values: ['a', 'b'] }, (v) => v.toUpperCase())).toBe('Host Name: A, B');
    expect(chipText(host, { kind: 'options', values: ['a', 'b', 'c', 'd', 'e'] }, same)).toBe('Host Name: a, b, c +2');
    expect(chipText(rangeFilter('Data Volume', { unit: 'MB' }), { kind: 'range', min: 1, max: 5 }, same)).toBe(
      'Data Volume: 1 – 5 MB',
    );
    expect(chipText(booleanFilter('Flagged'), { kind: 'boolean', value: true }, same)).toBe('Flagged: Yes');
    expect(chipText(dateRangeFilter(), { kind: 'dateRange', from: '2026-03-10T12:00:00.000Z' }, same)).toBe(
      'Date Picker: from Mar 10, 2026',
    );
    expect(chipText(dateRangeFilter(), { kind: 'dateRange', to: '2026-03-10T12:00:00.000Z' }, same)).toBe(
      'Date Picker: until Mar 10, 2026',
    );
  });
});

describe('filter trigger texts', () => {
  it('shows the label, one value, or a count', () => {
    expect(filterTriggerText('Severity', [])).toBe('Severity');
    expect(filterTriggerText('Severity', ['high'])).toBe('Severity: high');
    expect(filterTriggerText('Severity', ['high', 'low'])).toBe('Severity (2)');
    expect(rangeText(2, undefined)).toBe('≥ 2');
    expect(rangeText(undefined, 9, 'MB')).toBe('≤ 9 MB');
    expect(rangeText(undefined, undefined)).toBe('');
  });
});
