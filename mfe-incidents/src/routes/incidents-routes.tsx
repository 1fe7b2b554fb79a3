import { Route, Routes } from 'shared-ui/core';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { IncidentDetailRoute } from './incident-detail-route';
import { IncidentsPage } from './incidents-page';

/**
 * The routes under /incidents: the grid, and `/incidents/:id?created=&policyType=` opening one incident in a drawer
 * over it. The grid is the layout of both, so opening and closing an incident keeps its filters, cutoff and pages.
 */
export function IncidentsRoutes({ shell }: RemoteComponentProps) {
  return (
    <ShellProvider value={shell}>
      <Routes>
        <Route element={<IncidentsPage />}>
          <Route index element={null} />
          <Route path=":id" element={<IncidentDetailRoute />} />
        </Route>
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </ShellProvider>
  );
}
