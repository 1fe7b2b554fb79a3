import { readFilterOptions } from './filter-options';

describe('readFilterOptions', () => {
  it('reads the API shape { options: [{ value, label }] }', () => {
    expect(readFilterOptions({ options: [{ value: 'h1', label: 'Host 1' }, { value: 'h2' }] })).toEqual([
      { value: 'h1', label: 'Host 1' },
      { value: 'h2', label: 'h2' },
    ]);
  });

  it('reads bare arrays of strings and objects holding one array, dropping blanks and duplicates', () => {
    expect(readFilterOptions(['a', '', 'a', 'b'])).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'b' },
    ]);
    expect(readFilterOptions({ hostnames: ['x'], nextToken: null })).toEqual([{ value: 'x', label: 'x' }]);
    expect(readFilterOptions({ items: [{ id: 7, name: 'Seven' }] })).toEqual([{ value: '7', label: 'Seven' }]);
  });

  it('answers no options for unreadable bodies', () => {
    expect(readFilterOptions(undefined)).toEqual([]);
    expect(readFilterOptions('oops')).toEqual([]);
    expect(readFilterOptions({ total: 3 })).toEqual([]);
    expect(readFilterOptions([null, { label: 'no value' }])).toEqual([]);
  });
});
