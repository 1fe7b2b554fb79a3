import { TenantIncidentListItemSchema } from 'shared-contracts/schemas';
import { csvColumnsFrom, labelled } from '../../lib/listing';
import type { RowKey } from '../../lib/listing';
import { incidentListing } from './incident-listing';

describe('incidentListing', () => {
  it('exports verdict, severity, status and channel as their labels, each cell as the listing wrote it by hand before', () => {
    const columns = incidentListing.csvColumns;
    const keys = columns
      .map((column) => column.key)
      .filter(
        (key): key is RowKey<typeof TenantIncidentListItemSchema> => key in TenantIncidentListItemSchema.properties,
      );
    expect(columns).toEqual(
      csvColumnsFrom(TenantIncidentListItemSchema, incidentListing.projection, keys, {
        assignedToName: (column) => `coalesce(${column('assignedToName')}, ${column('assignedTo')})`,
        policyVerdict: labelled('verdict', 'policyVerdict'),
        severity: labelled('severity', 'severity'),
        status: labelled('incidentStatus', 'status'),
        egressChannel: labelled('channel', 'egressChannel'),
      }),
    );
    expect(columns.find((column) => column.key === 'status')?.sql).toContain("THEN 'In progress'");
  });

  it('heads its columns as the export always has, in the same order', () => {
    expect(incidentListing.csvColumns.map((column) => column.header)).toEqual([
      'Created',
      'ID',
      'Title',
      'Severity',
      'Status',
      'Assigned To',
      'Flagged',
      'Exception Request Status',
      'Exception Request Type',
      'Policy Name',
      'Policy Verdict',
      'Host Name',
      'Username',
      'Source',
      'Destination',
      'Egress Channel',
      'Data Type',
      'Content Category',
      'MIP Label',
      'Data Volume',
      'Total Hit Count',
    ]);
  });
});
