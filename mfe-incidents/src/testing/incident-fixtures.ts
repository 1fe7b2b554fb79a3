// Test-only: incidents as the API answers them.
import type { ExtendedIncident, IncidentListItem } from 'shared-contracts';

/** A list row; fields can be overridden. */
export function incidentRow(overrides: Partial<IncidentListItem> = {}): IncidentListItem {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    created: '2026-11-20T10:00:00.000Z',
    updated: '2026-11-20T10:00:00.000Z',
    policyType: 'protection',
    title: 'Source code via git push to github.com',
    severity: 'high',
    status: 'open',
    assignedTo: null,
    assignedToName: null,
    flagged: false,
    exceptionRequestStatus: null,
    exceptionRequestType: null,
    eventId: '22222222-2222-4222-8222-222222222222',
    acknowledgedAt: null,
    resolvedAt: null,
    slaDueAt: null,
    policyName: 'Block source code uploads',
    policyVerdict: 'BLOCK',
    hostname: 'LAPTOP-ANA',
    username: 'ana@acme.example',
    source: 'Terminal',
    destination: 'github.com',
    egressChannel: 'Git push',
    dataTypes: ['Source code'],
    contentCategory: 'Engineering',
    mipLabel: 'Confidential',
    dataVolume: 2_097_152,
    totalHitCount: 7,
    version: 3,
    ...overrides,
  };
}

/** The extended form of a row, with the event behind it. */
export function extendedIncident(overrides: Partial<ExtendedIncident> = {}): ExtendedIncident {
  const row = incidentRow(overrides);
  return {
    ...row,
    details: {},
    commentCount: 0,
    event: {
      id: row.eventId ?? 'e',
      created: row.created,
      username: row.username,
      hostname: row.hostname,
      device: { id: 'd1', hostname: row.hostname, operatingSystem: 'Windows', osVersion: '11', lastActiveUser: 'ana' },
      source: row.source,
      destination: row.destination,
      destinationType: 'Code hosting',
      egressChannel: row.egressChannel,
      dataTypes: row.dataTypes,
      contentCategory: row.contentCategory,
      mipLabel: row.mipLabel,
      dataVolume: row.dataVolume,
      totalHitCount: row.totalHitCount,
      fileNames: ['main.ts'],
      policyName: row.policyName,
      policyVerdict: row.policyVerdict,
      details: {},
    },
    ...overrides,
  };
}
