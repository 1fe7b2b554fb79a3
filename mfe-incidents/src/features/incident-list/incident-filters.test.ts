import { INCIDENT_FILTER_NAMES, INCIDENT_SORT_COLUMNS } from 'shared-contracts';
import { INCIDENT_COLUMNS } from './incident-columns';
import { INCIDENT_FILTERS } from './incident-filters';

describe('incident filters and columns', () => {
  it('has every SPEC §2 incident filter with its exact label, in order', () => {
    expect(INCIDENT_FILTERS.map((filter) => filter.label)).toEqual([...INCIDENT_FILTER_NAMES]);
  });

  it('sends DESIGN §4 keys and searches the API option endpoints for open-ended values', () => {
    const byLabel = Object.fromEntries(INCIDENT_FILTERS.map((filter) => [filter.label, filter]));
    expect(byLabel['Host Name']).toMatchObject({ key: 'hostname', source: { endpoint: '/filters/hostname-options' } });
    expect(byLabel['Source']).toMatchObject({ key: 'source', source: { endpoint: '/filters/source-name-options' } });
    expect(byLabel['Assigned To']).toMatchObject({
      key: 'assignedTo',
      source: { endpoint: '/filters/assignee-options' },
    });
    expect(byLabel['Severity']).toMatchObject({ kind: 'options', key: 'severity' });
    expect(byLabel['Flagged']).toMatchObject({ kind: 'boolean', key: 'flagged' });
    expect(byLabel['Date Picker']).toMatchObject({ kind: 'dateRange' });
    expect(byLabel['Exception Request type']).toMatchObject({ key: 'exceptionRequestType' });
  });

  it('makes sortable only the columns the API sorts by', () => {
    const sortable = INCIDENT_COLUMNS.filter((column) => column.sortable).map((column) => column.key);
    expect(sortable.length).toBeGreaterThan(5);
    for (const key of sortable) expect(INCIDENT_SORT_COLUMNS).toContain(key);
    expect(sortable).not.toContain('title');
  });
});
