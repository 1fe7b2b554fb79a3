import { Route, Routes } from 'shared-ui/core';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { ReportsPage } from './reports-page';

/** The routes under /report-templates: both parameters optional. */
export function ReportsRoutes({ shell }: RemoteComponentProps) {
  return (
    <ShellProvider value={shell}>
      <Routes>
        <Route path=":id?/:reportId?" element={<ReportsPage />} />
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </ShellProvider>
  );
}
