import { Select } from 'shared-ui';
import { useRoles } from '../api/use-roles';

/** Props of the role picker. */
export interface RoleSelectProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Picks any of the tenant's roles (several allowed). */
export function RoleSelect({ id, value, onChange }: RoleSelectProps) {
  const { data, isLoading } = useRoles();
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      aria-label="Roles"
      placeholder="No roles"
      loading={isLoading}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      options={(data?.roles ?? []).map((role) => ({ value: role.name, label: role.name, title: role.description }))}
    />
  );
}
