import { ApiError } from '../shell';
import { describeError } from './describe-error';
import { canSelectAllMatching, rowIdOf, selectionSize, tickedIds } from './grid-selection';
import { headerSortOrder, sortAfterHeaderClick } from './grid-sort';
import { isNearEnd } from './load-more';

describe('grid sort', () => {
  it('shows the sorted column only', () => {
    expect(headerSortOrder('created', { column: 'created', order: 'desc' })).toBe('descend');
    expect(headerSortOrder('created', { column: 'created', order: 'asc' })).toBe('ascend');
    expect(headerSortOrder('severity', { column: 'created', order: 'asc' })).toBeNull();
  });

  it('follows the header and flips instead of dropping the sort', () => {
    expect(sortAfterHeaderClick('severity', 'descend', { column: 'created', order: 'desc' })).toEqual({
      column: 'severity',
      order: 'desc',
    });
    expect(sortAfterHeaderClick('created', null, { column: 'created', order: 'desc' })).toEqual({
      column: 'created',
      order: 'asc',
    });
    expect(sortAfterHeaderClick('created', null, { column: 'created', order: 'asc' })).toEqual({
      column: 'created',
      order: 'desc',
    });
  });
});

describe('isNearEnd', () => {
  it('is true within the threshold of the end only', () => {
    expect(isNearEnd({ scrollTop: 0, scrollHeight: 5000, clientHeight: 500 }, 300)).toBe(false);
    expect(isNearEnd({ scrollTop: 4200, scrollHeight: 5000, clientHeight: 500 }, 300)).toBe(true);
    expect(isNearEnd({ scrollTop: 0, scrollHeight: 0, clientHeight: 0 }, 300)).toBe(false);
  });
});

describe('grid selection', () => {
  const loaded = ['a', 'b', 'c'];
  it('ticks every loaded row when all matching rows are selected', () => {
    expect(tickedIds({ allMatching: true, query: {}, count: 9 }, loaded)).toEqual(loaded);
    expect(tickedIds({ allMatching: false, ids: ['b'] }, loaded)).toEqual(['b']);
    expect(selectionSize({ allMatching: true, query: {}, count: 9 })).toBe(9);
    expect(selectionSize({ allMatching: false, ids: ['b'] })).toBe(1);
  });

  it('offers "all matching" once every loaded row is ticked and more match', () => {
    const all = { allMatching: false, ids: loaded } as const;
    expect(canSelectAllMatching(all, loaded, 9, false)).toBe(true);
    expect(canSelectAllMatching(all, loaded, 3, true)).toBe(true);
    expect(canSelectAllMatching(all, loaded, 3, false)).toBe(false);
    expect(canSelectAllMatching({ allMatching: false, ids: ['a'] }, loaded, 9, true)).toBe(false);
    expect(canSelectAllMatching({ allMatching: true, query: {}, count: 9 }, loaded, 9, true)).toBe(false);
  });

  it('reads ids by property or function', () => {
    expect(rowIdOf('id', { id: 7 })).toBe('7');
    expect(rowIdOf((item: { a: string; b: string }) => `${item.a}/${item.b}`, { a: 'x', b: 'y' })).toBe('x/y');
  });
});

describe('describeError', () => {
  it('reads problem details, field errors and network failures', () => {
    expect(
      describeError(new ApiError(400, 'Bad Request', 'Invalid query', [{ field: 'sortColumn', message: 'unknown' }])),
    ).toBe('Invalid query (sortColumn: unknown)');
    expect(describeError(new ApiError(500, 'Internal Server Error'))).toBe('Internal Server Error');
    expect(describeError(new ApiError(0, 'x'))).toMatch(/could not reach the API/);
    expect(describeError('weird')).toBe('Something went wrong.');
  });
});
