import { DEVICE_SORT_COLUMNS } from 'shared-contracts';
import { DEVICE_COLUMNS } from './device-columns';

describe('DEVICE_COLUMNS', () => {
  it("sort only by the API's device sort columns, and by all of them", () => {
    const sortable = DEVICE_COLUMNS.filter((column) => column.sortable).map((column) => column.key);
    expect([...sortable].sort()).toEqual([...DEVICE_SORT_COLUMNS].sort());
  });

  it('show the host first, then its statuses and switches', () => {
    expect(DEVICE_COLUMNS.slice(0, 5).map((column) => column.title)).toEqual([
      'Host Name',
      'Agent Status',
      'Agent',
      'Extension',
      'Extension Status',
    ]);
  });
});
