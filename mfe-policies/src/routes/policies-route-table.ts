import { declareRemoteRoutes } from 'shared-contracts';

/** The routes under /policies: the list, with builder and edit kept out of the tab bar (SPEC §2). */
export const policiesRoutes = declareRemoteRoutes('mfe_policies', {
  list: { path: '', title: 'Policies' },
  exceptions: { path: 'exceptions', title: 'Exceptions' },
  builder: { path: 'builder', title: 'Create New Policy', displayTitle: 'Create New Policy', hiddenFromTabs: true },
  edit: { path: ':policyId/edit', title: 'Edit Policy', displayTitle: 'Edit Policy', hiddenFromTabs: true },
});

/** The paths of the policies pages, such as `policyPaths.edit(policyId)`. */
export const policyPaths = policiesRoutes.paths;
