import { Route, Routes } from 'shared-ui/core';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { DashboardSettingsProvider } from '../common/dashboard-settings';
import { DashboardToolbar } from '../features/dashboard-toolbar/dashboard-toolbar';
import { AiPosturePage } from './ai-posture-page';
import { DlpPage } from './dlp-page';

/** The dashboard's routes under /dashboard; the period and refresh toggle hold across both tabs. */
export function DashboardRoutes({ shell }: RemoteComponentProps) {
  return (
    <ShellProvider value={shell}>
      <DashboardSettingsProvider>
        <Routes>
          <Route
            index
            element={
              <>
                <DashboardToolbar />
                <DlpPage />
              </>
            }
          />
          <Route
            path="ai-posture"
            element={
              shell.flags.DISPLAY_AI_POSTURE_PAGE ? (
                <>
                  <DashboardToolbar />
                  <AiPosturePage />
                </>
              ) : (
                <NotFoundResult />
              )
            }
          />
          <Route path="*" element={<NotFoundResult />} />
        </Routes>
      </DashboardSettingsProvider>
    </ShellProvider>
  );
}
