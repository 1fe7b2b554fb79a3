import { NO_SELECTION } from 'shared-ui';
import { incidentRowKey } from '../../common/incident-row-key';
import { batchRequest, describeSelectionSize, scopeBatchRequest, selectionTenants } from './batch-request';
import { confirmQuestion } from './bulk-change';

describe('batchRequest', () => {
  it('sends chosen rows as id and creation time', () => {
    const ids = [
      incidentRowKey({ id: 'a', created: '2026-01-01T00:00:00.000Z' }),
      incidentRowKey({ id: 'b', created: 'x' }),
    ];
    expect(batchRequest({ allMatching: false, ids }, { status: 'resolved' })).toEqual({
      ids: [
        { id: 'a', created: '2026-01-01T00:00:00.000Z' },
        { id: 'b', created: 'x' },
      ],
      changes: { status: 'resolved' },
    });
  });

  it('sends "all matching" as the list query filters, search and cutoff', () => {
    const request = batchRequest(
      {
        allMatching: true,
        count: 250,
        query: {
          search: 'github',
          cutoff: '2026-11-21T00:00:00.000Z',
          filters: {
            severity: { kind: 'options', values: ['high', 'medium'] },
            flagged: { kind: 'boolean', value: true },
          },
        },
      },
      { assignedTo: 'u-2' },
    );
    expect(request).toEqual({
      allMatching: {
        search: 'github',
        cutoff: '2026-11-21T00:00:00.000Z',
        severity: ['high', 'medium'],
        flagged: 'true',
      },
      changes: { assignedTo: 'u-2' },
    });
  });
});

describe('confirmation text', () => {
  it('says exactly how many incidents change', () => {
    expect(describeSelectionSize({ allMatching: false, ids: ['a b'] })).toBe('1 incident');
    expect(describeSelectionSize({ allMatching: true, count: 12_345, query: {} })).toBe('12,345 incidents');
    expect(describeSelectionSize({ allMatching: true, count: undefined, query: {} })).toBe(
      'every incident matching the filter',
    );
    expect(describeSelectionSize(NO_SELECTION)).toBe('0 incidents');
    expect(confirmQuestion({ kind: 'assign', assignedTo: 'u', assigneeName: 'Ana' }, '3 incidents')).toBe(
      'Assign 3 incidents to Ana?',
    );
    expect(confirmQuestion({ kind: 'status', status: 'in_progress' }, '3 incidents')).toBe(
      'Set the status of 3 incidents to In progress?',
    );
    expect(confirmQuestion({ kind: 'flag', flagged: false }, '1 incident')).toBe('Remove the flag from 1 incident?');
  });
});

describe('scopeBatchRequest (All tenants)', () => {
  it('groups the chosen rows by their tenant', () => {
    const ids = [
      incidentRowKey({ id: 'a', created: 'c1', tenantId: 'globex' }),
      incidentRowKey({ id: 'b', created: 'c2', tenantId: 'initech' }),
      incidentRowKey({ id: 'c', created: 'c3', tenantId: 'globex' }),
    ];
    expect(scopeBatchRequest({ allMatching: false, ids }, { assignedTo: 'u-1' })).toEqual({
      targets: [
        {
          tenantId: 'globex',
          ids: [
            { id: 'a', created: 'c1' },
            { id: 'c', created: 'c3' },
          ],
        },
        { tenantId: 'initech', ids: [{ id: 'b', created: 'c2' }] },
      ],
      changes: { assignedTo: 'u-1' },
    });
  });

  it('sends "all matching" as the filter, which applies in each tenant of the scope', () => {
    const query = { filters: { tenant: { kind: 'options' as const, values: ['globex'] } } };
    expect(scopeBatchRequest({ allMatching: true, count: 3, query }, { flagged: true })).toEqual({
      allMatching: { tenant: 'globex' },
      changes: { flagged: true },
    });
  });
});

describe('selectionTenants', () => {
  it("names the chosen rows' tenants once each, the filter's Tenant values, or none for the whole scope", () => {
    expect(selectionTenants({ allMatching: false, ids: ['a t1 globex', 'b t2 initech', 'c t3 globex'] })).toEqual([
      'globex',
      'initech',
    ]);
    const filtered = { tenant: { kind: 'options', values: ['initech', 'globex'] } } as const;
    expect(selectionTenants({ allMatching: true, count: 3, query: { filters: filtered } })).toEqual([
      'initech',
      'globex',
    ]);
    const high = { severity: { kind: 'options', values: ['high'] } } as const;
    expect(selectionTenants({ allMatching: true, count: 3, query: { filters: high } })).toBeUndefined();
  });
});
