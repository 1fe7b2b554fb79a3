import { Card, EmptyState } from 'shared-ui';

/** The DLP dashboard tab; its widgets arrive with the dashboard release. */
export function DlpPage() {
  return (
    <Card>
      <EmptyState title="No DLP dashboard widgets in this version of the console." />
    </Card>
  );
}
