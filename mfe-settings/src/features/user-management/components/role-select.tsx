import { isPlatformAdmin, PLATFORM_ADMIN_ROLE } from 'shared-contracts';
import { Select, useShell } from 'shared-ui';
import { useRoles } from '../api/use-roles';

/** Props of the role picker. */
export interface RoleSelectProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Picks any of the tenant's roles (several allowed); Product Admin only for a platform admin, who alone may grant it. */
export function RoleSelect({ id, value, onChange }: RoleSelectProps) {
  const { data, isLoading } = useRoles();
  const { user } = useShell();
  const platformAdmin = isPlatformAdmin(user.tenants);
  const roles = (data?.roles ?? []).filter((role) => platformAdmin || role.name !== PLATFORM_ADMIN_ROLE);
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      aria-label="Roles"
      placeholder="No roles"
      loading={isLoading}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={roles.map((role) => ({ value: role.name, label: role.name, title: role.description }))}
    />
  );
}
