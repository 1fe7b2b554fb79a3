import { declareRemoteRoutes } from 'shared-contracts';

/** The routes under /report-templates: both parameters optional; one route, so no tab bar (SPEC §2). */
export const reportsRoutes = declareRemoteRoutes('mfe_reports', {
  reports: { path: ':id?/:reportId?', title: 'Reports', hiddenFromTabs: true },
});

/** The paths of the reports page, such as `reportPaths.reports(templateId)`. */
export const reportPaths = reportsRoutes.paths;
