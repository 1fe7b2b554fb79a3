import { Card, EmptyState } from 'shared-ui';

/** The lists tab; its content arrives with the configuration release. */
export function ListsPage() {
  return (
    <Card>
      <EmptyState title="No lists are shown in this version of the console." />
    </Card>
  );
}
