import { UsersGrid } from '../features/user-management/components/users-grid';

/** The User Management tab: the active tenant's members (Tenant Admins and platform admins only). */
export function UserManagementPage() {
  return <UsersGrid />;
}
