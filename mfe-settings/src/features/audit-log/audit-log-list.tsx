import { AUDIT_LOG_LIST_DEFAULTS, AUDIT_LOG_LIST_RESOURCE } from 'shared-contracts';
import type { AuditLogEntry } from 'shared-contracts';
import { ServerListPage } from 'shared-ui';
import { AUDIT_LOG_COLUMNS } from './audit-log-columns';
import { AUDIT_LOG_FILTERS } from './audit-log-filters';
import { AUDIT_LOG_QUICK_FILTERS } from './audit-log-quick-filters';
import { ChainStatus } from './chain-status';

const DEFAULT_SORT = { column: 'created', order: AUDIT_LOG_LIST_DEFAULTS.sortOrder };
const rowKey = (entry: AuditLogEntry) => entry.id;
const chainStatus = (compact: boolean) => <ChainStatus compact={compact} />;

/**
 * The audit log (SPEC §2, /settings/audit-logs): 100 entries a page, newest first, the five audit filters, search,
 * counts (total, filtered) and CSV export; filters and sort live in the URL. Whether the log verifies leads the filter
 * bar's row.
 */
export function AuditLogList() {
  return (
    <ServerListPage<AuditLogEntry>
      resource={AUDIT_LOG_LIST_RESOURCE.resource}
      itemsKey={AUDIT_LOG_LIST_RESOURCE.itemsKey}
      countKeys={AUDIT_LOG_LIST_RESOURCE.countKeys}
      columns={AUDIT_LOG_COLUMNS}
      filters={AUDIT_LOG_FILTERS}
      savedViews="audit-logs"
      quickFilters={AUDIT_LOG_QUICK_FILTERS}
      rowKey={rowKey}
      defaultSort={DEFAULT_SORT}
      pageSize={AUDIT_LOG_LIST_DEFAULTS.pageSize}
      noun="audit entries"
      pageControls={chainStatus}
    />
  );
}
