import type { ClassificationKind, PolicyConditionFilterEndpoint } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-ui';

const once = { revalidateOnFocus: false } as const;

/** The builder's options of one classification kind: hidden ones left out, extra frameworks only with the flag. */
export function useClassifications(kind: ClassificationKind) {
  const { flags } = useShell();
  const { data } = useApiQuery(`/classifications/${kind}`, {}, once);
  return (data?.classifications ?? [])
    .filter((item) => !item.policy_builder_hidden && (!item.extra || flags.EXTRA_COMPLIANCE_FRAMEWORKS))
    .map((item) => ({ value: item.id, label: item.display_name }));
}

/** The tenant's lists, as options naming their kind. */
export function useListOptions() {
  const { data } = useApiQuery('/lists', {}, once);
  return (data?.lists ?? []).map((list) => ({
    value: list.id,
    label: `${list.name} (${list.listType} ${list.entityType.replace('_', ' ')})`,
  }));
}

/** Values seen in the tenant's events for one egress filter (channels, MIP labels), as options. */
export function useEventValues(endpoint: PolicyConditionFilterEndpoint) {
  const { data } = useApiQuery(endpoint, {}, once);
  return data?.options ?? [];
}
