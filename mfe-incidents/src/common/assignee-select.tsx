import { Select } from 'shared-ui';
import { useAssignees } from './get-assignees';

/** Props of the assignee select. */
export interface AssigneeSelectProps {
  /** The assignee's user id; null for unassigned; undefined while nothing is chosen (a placeholder shows). */
  value: string | null | undefined;
  /** The assignee's name, shown while the list loads. */
  valueLabel?: string | null;
  /** Called with the chosen user id (null for Unassigned) and the name shown for it. */
  onChange: (userId: string | null, name: string) => void;
  /** Accessible label. */
  label?: string;
  disabled?: boolean;
  loading?: boolean;
  /** Over All tenants: the tenants every user offered must belong to (every tenant of the scope when undefined). */
  tenants?: readonly string[];
}

const UNASSIGNED = '';

/** A searchable select of the tenant's assignees (GET /assignees), with Unassigned first. */
export function AssigneeSelect({
  value,
  valueLabel,
  onChange,
  label = 'Assignee',
  tenants,
  ...rest
}: AssigneeSelectProps) {
  const { data, isLoading, error } = useAssignees(tenants);
  const options = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...(data?.assignees ?? []).map((assignee) => ({ value: assignee.userId, label: assignee.identifier })),
  ];
  if (value && valueLabel && !options.some((option) => option.value === value)) {
    options.push({ value, label: valueLabel });
  }
  return (
    <Select<string>
      aria-label={label}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 220 }}
      value={value === undefined ? undefined : (value ?? UNASSIGNED)}
      placeholder="Choose an assignee"
      options={options}
      loading={isLoading || rest.loading}
      disabled={rest.disabled}
      status={error ? 'error' : undefined}
      notFoundContent={error ? 'The assignees could not be loaded.' : 'No results'}
      onChange={(next, option) => {
        const name = option && !Array.isArray(option) ? String(option.label) : next;
        onChange(next === UNASSIGNED ? null : next, name);
      }}
    />
  );
}
