import { eventSearch, gridSearch, openedEvent } from './egress-link';

describe('egress event links', () => {
  it('opens an event beside the grid parameters and closes it back to exactly them', () => {
    const grid = '?hostname=ACME-1&sortColumn=hostname';
    const opened = eventSearch(grid, { id: 'e1', created: '2026-01-01T00:00:00.000Z' });
    expect(openedEvent(opened)).toEqual({ id: 'e1', created: '2026-01-01T00:00:00.000Z' });
    expect(gridSearch(opened)).toBe(grid);
    expect(openedEvent(grid)).toBeNull();
    expect(gridSearch('?event=e1&created=x')).toBe('');
  });
});
