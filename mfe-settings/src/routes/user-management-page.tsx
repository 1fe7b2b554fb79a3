import { Flex } from 'shared-ui';
import { ScimTokensCard } from '../features/user-management/components/scim-tokens-card';
import { UsersGrid } from '../features/user-management/components/users-grid';

/** The User Management tab: the active tenant's members and its SCIM directory (Tenant Admins, platform admins). */
export function UserManagementPage() {
  return (
    <Flex vertical gap={16}>
      <UsersGrid />
      <ScimTokensCard />
    </Flex>
  );
}
