import { declareRemoteRoutes, joinPath, type RouteDeclaration } from 'shared-contracts';
import { EGRESS_TABS, type EgressTab, type EgressTabPath } from './egress-tabs';

/** The name a tab's route is declared under, in the grid or in lineage mode. */
export type EgressRouteKey = `${'grid' | 'lineage'}:${EgressTabPath}`;

/** The name a tab's route is declared under, in the grid or in lineage mode. */
export function egressRouteKey(tab: EgressTab, lineage: boolean): EgressRouteKey {
  return `${lineage ? 'lineage' : 'grid'}:${tab.path}`;
}

/** One value per route of the remote, each tab in the grid and in lineage mode: its declarations, its elements. */
export function byEgressRoute<V>(make: (tab: EgressTab, lineage: boolean) => V): Record<EgressRouteKey, V> {
  const entries = [false, true].flatMap((lineage) =>
    EGRESS_TABS.map((tab) => [egressRouteKey(tab, lineage), make(tab, lineage)] as const),
  );
  // EGRESS_TABS lists every EgressTabPath (egress-route-table.test.ts), so every key is there.
  return Object.fromEntries(entries) as Record<EgressRouteKey, V>;
}

function tabRoute(tab: EgressTab, lineage: boolean): RouteDeclaration {
  return lineage
    ? {
        path: joinPath('lineage', tab.path),
        title: tab.path === '' ? 'Lineage' : tab.title,
        hiddenFromTabs: true,
        tabOf: tab.path,
      }
    : { path: tab.path, title: tab.title };
}

/**
 * The routes under /egress: four tabs over one events page, and the same tabs under lineage/ in lineage mode, kept
 * out of the tab bar but keeping their tab selected (SPEC §2).
 */
export const egressRoutes = declareRemoteRoutes('mfe_egress', byEgressRoute(tabRoute));

/** The path of a tab in the grid (`lineage` false) or in lineage mode: /egress/x or /egress/lineage/x. */
export function egressTabPath(tab: EgressTab, lineage: boolean): string {
  return egressRoutes.paths[egressRouteKey(tab, lineage)]();
}
