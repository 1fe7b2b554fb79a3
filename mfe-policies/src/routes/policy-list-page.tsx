import { Card, EmptyState } from 'shared-ui';

/** The protection policies list; the grid arrives with the policies release. */
export function PolicyListPage() {
  return (
    <Card>
      <EmptyState title="No protection policies are listed in this version of the console." />
    </Card>
  );
}
