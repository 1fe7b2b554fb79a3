import type { ReportTemplate } from 'shared-contracts';

/** A weekly egress template for tests (Mondays at 08:00 UTC, never run yet); `change` overrides any field. */
export function templateFixture(change: Partial<ReportTemplate> = {}): ReportTemplate {
  return {
    id: 't-1',
    name: 'Blocked egress weekly',
    description: '',
    dataSource: 'egress_events',
    filters: {},
    columns: [],
    timeWindowDays: 7,
    recipients: ['ciso@acme.example'],
    timezone: 'UTC',
    repeatEveryPeriod: 'week',
    repeatEveryCount: 1,
    repeatOn: ['Mo'],
    time: '08:00',
    scheduleCron: '0 8 * * 1',
    paused: false,
    deliveryNotification: 'email',
    exportFormat: 'csv',
    createdBy: 'Ada',
    created: '2026-11-01T00:00:00.000Z',
    updated: '2026-11-01T00:00:00.000Z',
    lastRun: null,
    nextRun: '2026-11-30T08:00:00.000Z',
    version: 1,
    ...change,
  };
}
