import { Card, EmptyState } from 'shared-ui';

/** Report templates and their reports; they arrive with the reports release. */
export function ReportsPage() {
  return (
    <Card>
      <EmptyState title="No report templates are listed in this version of the console." />
    </Card>
  );
}
