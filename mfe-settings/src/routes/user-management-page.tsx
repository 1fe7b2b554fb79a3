import { Card, EmptyState } from 'shared-ui';

/** The user management tab; its content arrives with the configuration release. */
export function UserManagementPage() {
  return (
    <Card>
      <EmptyState title="No users are listed in this version of the console." />
    </Card>
  );
}
