import { detailSearch, gridSearch } from './incident-link';

describe('detail links', () => {
  it('keeps the grid parameters beside created and policyType, and drops only those on closing', () => {
    const search = detailSearch('?severity=high&sortColumn=status', {
      created: '2026-11-20T10:00:00.000Z',
      policyType: 'protection',
    });
    expect(search).toBe('?severity=high&sortColumn=status&created=2026-11-20T10%3A00%3A00.000Z&policyType=protection');
    expect(gridSearch(search)).toBe('?severity=high&sortColumn=status');
    expect(gridSearch('?created=x')).toBe('');
  });
});
