import { Route, Routes } from 'shared-ui/core';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { AiPosturePage } from './ai-posture-page';
import { DlpPage } from './dlp-page';

/** The dashboard's routes under /dashboard. */
export function DashboardRoutes({ shell }: RemoteComponentProps) {
  return (
    <ShellProvider value={shell}>
      <Routes>
        <Route index element={<DlpPage />} />
        <Route
          path="ai-posture"
          element={shell.flags.DISPLAY_AI_POSTURE_PAGE ? <AiPosturePage /> : <NotFoundResult />}
        />
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </ShellProvider>
  );
}
