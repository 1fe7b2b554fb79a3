import { declareRemoteRoutes } from 'shared-contracts';

/**
 * The routes under /incidents: the grid, and `/incidents/:id?created=&policyType=` opening one incident in a drawer
 * over it; no child tabs (SPEC §2).
 */
export const incidentsRoutes = declareRemoteRoutes('mfe_incidents', {
  grid: { path: '' },
  detail: { path: ':id' },
});

/** The paths of the incidents pages, such as `incidentPaths.detail(id)`. */
export const incidentPaths = incidentsRoutes.paths;
