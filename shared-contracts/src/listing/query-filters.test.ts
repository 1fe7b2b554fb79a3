import { AUDIT_LOG_FILTERS, INCIDENT_FILTERS } from './grid-filters';
import { queryFiltersOf, viewOfQueryFilters } from './query-filters';
import type { ListView } from './search-params';

describe('query filters', () => {
  const view: ListView = {
    search: 'finance',
    filters: {
      policyVerdict: { kind: 'options', values: ['BLOCK'] },
      dataVolume: { kind: 'range', min: 10, max: 2000 },
      flagged: { kind: 'boolean', value: true },
      datePicker: { kind: 'dateRange', from: '2026-01-01T00:00:00.000Z' },
    },
  };

  it("writes a grid view as the grid's query parameters and reads it back", () => {
    const query = queryFiltersOf(view, INCIDENT_FILTERS);
    expect(query).toEqual({
      search: 'finance',
      policyVerdict: ['BLOCK'],
      dataVolumeMin: 10,
      dataVolumeMax: 2000,
      flagged: true,
      from: '2026-01-01T00:00:00.000Z',
    });
    expect(viewOfQueryFilters(query, INCIDENT_FILTERS)).toEqual(view);
  });

  it('leaves the date picker out for a report, whose time window replaces it, and ignores unknown keys', () => {
    expect(queryFiltersOf(view, INCIDENT_FILTERS, true)).not.toHaveProperty('from');
    expect(viewOfQueryFilters({ outcome: ['Failure'], nope: ['x'] }, AUDIT_LOG_FILTERS)).toEqual({
      search: '',
      filters: { outcome: { kind: 'options', values: ['Failure'] } },
    });
  });
});
