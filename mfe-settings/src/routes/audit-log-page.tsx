import { Card, EmptyState } from 'shared-ui';

/** The audit log tab; its content arrives with the configuration release. */
export function AuditLogPage() {
  return (
    <Card>
      <EmptyState title="No audit log entries are shown in this version of the console." />
    </Card>
  );
}
