import { declareRemoteRoutes, joinPath, type RouteDeclaration } from 'shared-contracts';
import { EGRESS_TABS, type EgressTab } from './egress-tabs';

/** The name a tab's route is declared under, in the grid or in lineage mode. */
export function egressRouteKey(tab: EgressTab, lineage: boolean): string {
  return `${lineage ? 'lineage' : 'grid'}:${tab.path}`;
}

function tabRoute(tab: EgressTab, lineage: boolean): [string, RouteDeclaration] {
  const declaration: RouteDeclaration = lineage
    ? {
        path: joinPath('lineage', tab.path),
        title: tab.path === '' ? 'Lineage' : tab.title,
        hiddenFromTabs: true,
        tabOf: tab.path,
      }
    : { path: tab.path, title: tab.title };
  return [egressRouteKey(tab, lineage), declaration];
}

/**
 * The routes under /egress: four tabs over one events page, and the same tabs under lineage/ in lineage mode, kept
 * out of the tab bar but keeping their tab selected (SPEC §2).
 */
export const egressRoutes = declareRemoteRoutes(
  'mfe_egress',
  Object.fromEntries([
    ...EGRESS_TABS.map((tab) => tabRoute(tab, false)),
    ...EGRESS_TABS.map((tab) => tabRoute(tab, true)),
  ]),
);

/** The path of a tab in the grid (`lineage` false) or in lineage mode: /egress/x or /egress/lineage/x. */
export function egressTabPath(tab: EgressTab, lineage: boolean): string {
  const build = egressRoutes.paths[egressRouteKey(tab, lineage)];
  return build ? build() : egressRoutes.mountPath;
}
