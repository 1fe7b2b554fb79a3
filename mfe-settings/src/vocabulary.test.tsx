// Issue 33: the settings pages (audit log, users, lists) show enumerated values by the console's one vocabulary
// (VALUE_LABELS), never as the raw value the API sends.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AUDIT_LOG_FILTERS,
  AUDIT_OUTCOMES,
  labelOf,
  LIST_ENTITY_TYPES,
  LIST_TYPES,
  TENANT_USER_STATUSES,
} from 'shared-contracts';
import type { AuditLogEntry, ListSummary, TenantUser } from 'shared-contracts';
import { MemoryRouter } from 'shared-ui/core';
import { AUDIT_LOG_COLUMNS } from './features/audit-log/audit-log-columns';
import { LIST_COLUMNS } from './features/lists/components/list-columns';
import { userColumns } from './features/user-management/components/user-columns';

const ENTRY: AuditLogEntry = {
  id: 'a-1',
  created: '2026-11-20T10:00:00.000Z',
  dashboardUserId: 'U1',
  user: 'Ada Admin',
  page: 'Policies',
  action: 'Update',
  outcome: 'Success',
  objectName: null,
  objectId: null,
  objectCreated: null,
  description: null,
};

/** A table column's cell for a value and its row (the column's render, typed loosely for any of its columns). */
type CellRender<Row> = (value: unknown, row: Row, index: number) => ReactNode;
function cell<Row>(column: { render?: unknown } | undefined, value: unknown, row: Row): ReactNode {
  if (typeof column?.render !== 'function') throw new Error('the column shows the raw value');
  return (column.render as CellRender<Row>)(value, row, 0);
}

const text = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>).container.textContent ?? '';

function auditCell(key: string, entry: AuditLogEntry): string {
  const column = AUDIT_LOG_COLUMNS.find((candidate) => candidate.key === key);
  if (!column?.render) throw new Error(`the ${key} column shows the raw value`);
  return text(column.render(entry));
}

describe('the settings pages speak the one vocabulary', () => {
  it.each(AUDIT_OUTCOMES)('shows the audit outcome %s by its label, also in the filter', (outcome) => {
    expect(auditCell('outcome', { ...ENTRY, outcome })).toBe(labelOf('auditOutcome', outcome));
    const filter = AUDIT_LOG_FILTERS.find((candidate) => candidate.key === 'outcome');
    if (filter?.kind !== 'options' || !('options' in filter.source)) throw new Error('no outcome checklist');
    expect(filter.source.options).toContainEqual({ value: outcome, label: labelOf('auditOutcome', outcome) });
  });

  it("shows the audit object's name, and its id only when the API knows no name", () => {
    const id = '7a1c9e52-4a8b-4c1e-9d3f-2b6e8f0a1c35';
    expect(auditCell('objectId', { ...ENTRY, objectId: id, objectName: 'Block uploads' })).toBe('Block uploads');
    expect(auditCell('objectId', { ...ENTRY, objectId: id })).toBe(id);
  });

  it.each(TENANT_USER_STATUSES)('shows the user status %s by its label', (status) => {
    const columns = userColumns(
      { onEditRoles: () => undefined, onToggleStatus: () => undefined, onRemove: () => undefined },
      'u-1',
    );
    const column = columns.find((candidate) => candidate.title === 'Status');
    const user = { status, provisioned: false } as TenantUser;
    expect(text(cell(column, status, user))).toBe(labelOf('userStatus', status));
  });

  it.each(LIST_ENTITY_TYPES)('shows the list entity type %s by its label', (entityType) => {
    const column = LIST_COLUMNS.find((candidate) => candidate.title === 'Entity type');
    const list = { entityType } as ListSummary;
    expect(text(cell(column, entityType, list))).toBe(labelOf('listEntityType', entityType));
  });

  it.each(LIST_TYPES)('shows the list type %s by its label', (listType) => {
    const column = LIST_COLUMNS.find((candidate) => candidate.title === 'Type');
    const list = { listType } as ListSummary;
    expect(text(cell(column, listType, list))).toBe(labelOf('listType', listType));
  });
});
