import { useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import { policyKeys } from '../../../common/policy-keys';

/** The classification routes of SPEC §7. */
export type ClassificationKind = 'categories' | 'element-types' | 'compliance-frameworks';

const once = { revalidateOnFocus: false } as const;

/** The builder's options of one classification kind: hidden ones left out, extra frameworks only with the flag. */
export function useClassifications(kind: ClassificationKind) {
  const api = useApi();
  const { tenant, flags } = useShell();
  const { data } = useSWR(
    [...policyKeys.all(tenant.id), 'classifications', kind],
    () => api.get(`/classifications/${kind}`),
    once,
  );
  return (data?.classifications ?? [])
    .filter((item) => !item.policy_builder_hidden && (!item.extra || flags.EXTRA_COMPLIANCE_FRAMEWORKS))
    .map((item) => ({ value: item.id, label: item.display_name }));
}

/** The tenant's lists, as options naming their kind. */
export function useListOptions() {
  const api = useApi();
  const { tenant } = useShell();
  const { data } = useSWR([...policyKeys.all(tenant.id), 'lists'], () => api.get('/lists'), once);
  return (data?.lists ?? []).map((list) => ({
    value: list.id,
    label: `${list.name} (${list.listType} ${list.entityType.replace('_', ' ')})`,
  }));
}

/** Values seen in the tenant's events for one egress filter (channels, MIP labels), as options. */
export function useEventValues(endpoint: '/filters/egress-channel-options' | '/filters/mip-label-options') {
  const api = useApi();
  const { tenant } = useShell();
  const { data } = useSWR([...policyKeys.all(tenant.id), 'values', endpoint], () => api.get(endpoint), once);
  return data?.options ?? [];
}
