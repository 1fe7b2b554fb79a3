import type { Lineage, LineageCombinationList, Query, TypedApiClient } from 'shared-contracts';
import { useShell } from 'shared-ui';
import useSWR from 'swr';
import { egressKeys } from '../../../common/egress-keys';

/** GET /high-level-lineage: the flows of the events the grid's filters, search and range match. */
export async function getLineage(api: TypedApiClient, params: Query): Promise<Lineage> {
  return api.getListing('/high-level-lineage', params);
}

/** GET /high-level-lineage/combinations: the distinct combinations with events, users and volume. */
export async function getLineageCombinations(api: TypedApiClient, params: Query): Promise<LineageCombinationList> {
  return api.getListing('/high-level-lineage/combinations', params);
}

/** The flows and the combinations of the filtered events, keyed by tenant and query. */
export function useLineage(params: Query) {
  const { api, tenant } = useShell();
  const base = [...egressKeys.all(tenant.id), 'lineage', params] as const;
  const options = { revalidateOnFocus: false };
  const flows = useSWR([...base, 'flows'], () => getLineage(api, params), options);
  const combinations = useSWR([...base, 'combinations'], () => getLineageCombinations(api, params), options);
  return { flows, combinations };
}
