import { Route, Routes } from 'shared-ui/core';
import type { RemoteComponentProps } from 'shared-contracts';
import { NotFoundResult, ShellProvider } from 'shared-ui';
import { EgressEventsPage } from './egress-events-page';
import { EGRESS_TABS } from './egress-tabs';

/** The routes under /egress: each tab, then the same tabs under lineage/. */
export function EgressRoutes({ shell }: RemoteComponentProps) {
  return (
    <ShellProvider value={shell}>
      <Routes>
        {EGRESS_TABS.map((tab) => (
          <Route
            key={tab.title}
            index={tab.path === ''}
            path={tab.path === '' ? undefined : tab.path}
            element={<EgressEventsPage tab={tab} lineage={false} />}
          />
        ))}
        <Route path="lineage">
          {EGRESS_TABS.map((tab) => (
            <Route
              key={tab.title}
              index={tab.path === ''}
              path={tab.path === '' ? undefined : tab.path}
              element={<EgressEventsPage tab={tab} lineage />}
            />
          ))}
        </Route>
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </ShellProvider>
  );
}
