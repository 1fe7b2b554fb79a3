import type { ApiAnswer, ApiPath } from 'shared-contracts';
import { apiQueryKey, useApi, useShell } from 'shared-ui';
import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import { resolvePeriod } from './dashboard-period';
import type { DashboardRange } from './dashboard-period';
import { useDashboardSettings } from './dashboard-settings';

/** A widget's answer with the range it was asked for, so its links narrow the grids to the same events. */
export interface WidgetAnswer<T> {
  answer: T;
  range: DashboardRange;
}

/** What a widget's hook answers: SWR's state of its answer. */
export type WidgetResponse<T> = SWRResponse<WidgetAnswer<T>>;

/** The dashboard's widget routes (GET /dashboard/*), as the API declares them. */
type DashboardPath = Extract<ApiPath<'get'>, `/dashboard/${string}`>;

/** How often the widgets poll while the refresh toggle is on (SWR skips hidden tabs: refreshWhenHidden is off). */
export const DASHBOARD_REFRESH_MS = 60_000;

/**
 * One widget's GET /dashboard/<name> over the dashboard's period (and the user's time zone for the daily widgets).
 * A failure is the widget's own (SPEC §8: dashboard requests throw): it stays until Retry or the next poll.
 * Keyed as useApiQuery keys (tenant first, then the path), by the period as chosen rather than the range it resolves
 * to: a "last N days" range is resolved at each call (so useApiQuery, whose parameters are the key, does not fit).
 */
export function useDashboardWidget<P extends DashboardPath>(
  path: P,
  options: { daily?: boolean } = {},
): WidgetResponse<ApiAnswer<P, 'get'>> {
  const api = useApi();
  const { tenant } = useShell();
  const { period, timezone, autoRefresh } = useDashboardSettings();
  const zone = options.daily ? timezone : null;
  return useSWR<WidgetAnswer<ApiAnswer<P, 'get'>>>(
    apiQueryKey(tenant.id, path, { period, timezone: zone }),
    async () => {
      // A "last N days" period ends at the moment of the call, so each refresh moves it forward.
      const range = resolvePeriod(period, new Date());
      const query = zone ? { ...range, timezone: zone } : { ...range };
      // Checked against the API's routes; every widget answers its own path's shape (P narrows the union).
      const answer = (await api.get(path as DashboardPath, { query })) as ApiAnswer<P, 'get'>;
      return { answer, range };
    },
    { refreshInterval: autoRefresh ? DASHBOARD_REFRESH_MS : 0, shouldRetryOnError: false },
  );
}
