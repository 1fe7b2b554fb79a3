import { Route, Routes } from 'shared-ui/core';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { DevicesPage } from './devices-page';

/** The routes under /devices. */
export function DevicesRoutes({ shell }: RemoteComponentProps) {
  return (
    <ShellProvider value={shell}>
      <Routes>
        <Route index element={<DevicesPage />} />
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </ShellProvider>
  );
}
