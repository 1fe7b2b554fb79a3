import { Route, Routes } from 'react-router-dom';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { IncidentsPage } from './incidents-page';

/** The routes under /incidents. */
export function IncidentsRoutes({ shell }: RemoteComponentProps) {
  return (
    <ShellProvider value={shell}>
      <Routes>
        <Route index element={<IncidentsPage />} />
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </ShellProvider>
  );
}
