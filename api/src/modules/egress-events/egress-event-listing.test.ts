import { EgressEventSchema } from 'shared-contracts/schemas';
import { csvColumnsFrom, labelled } from '../../lib/listing';
import type { RowKey } from '../../lib/listing';
import { egressEventListing } from './egress-event-listing';

describe('egressEventListing', () => {
  it('exports the verdict and the channel as their labels, each cell as the listing wrote it by hand before', () => {
    const columns = egressEventListing.csvColumns;
    const keys = columns
      .map((column) => column.key)
      .filter((key): key is RowKey<typeof EgressEventSchema> => key in EgressEventSchema.properties);
    expect(columns).toEqual(
      csvColumnsFrom(EgressEventSchema, egressEventListing.projection, keys, {
        policyVerdict: labelled('verdict', 'policyVerdict'),
        egressChannel: labelled('channel', 'egressChannel'),
      }),
    );
    expect(columns.find((column) => column.key === 'policyVerdict')?.sql).toContain("THEN 'Monitored'");
  });

  it('heads its columns as the export always has, in the same order', () => {
    expect(egressEventListing.csvColumns.map((column) => column.header)).toEqual([
      'Created',
      'ID',
      'Hostname',
      'Username',
      'Source',
      'Destination',
      'Destination Type',
      'Egress Channel',
      'Data Type',
      'Content Category',
      'MIP Label',
      'Data Volume',
      'Total Hit Count',
      'Policy Name',
      'Policy Verdict',
      'File Name',
    ]);
  });
});
