import { AuditLogList } from '../features/audit-log/audit-log-list';

/** The Audit Log tab: who did what, where and when, in the active tenant, and whether the log is unaltered. */
export function AuditLogPage() {
  return <AuditLogList />;
}
