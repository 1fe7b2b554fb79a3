import { useCallback } from 'react';
import { useLocation, useNavigate } from 'shared-ui/core';
import { SavedViewsMenu, Segmented, useDetailNavigation } from 'shared-ui';
import type { EgressEvent } from 'shared-contracts';
import { eventSearch, flowSearch, gridSearch, openedEvent } from '../common/egress-link';
import { EGRESS_QUICK_FILTERS } from '../common/egress-quick-filters';
import { EgressEventDrawer } from '../features/egress-detail/egress-event-drawer';
import { EvidenceSection, EvidenceSettingsButton } from '../features/egress-evidence/lazy-evidence';
import { LineageView } from '../features/egress-lineage/lineage-view';
import { EgressList } from '../features/egress-list/egress-list';
import { egressTabPath } from './egress-route-table';
import type { EgressTab } from './egress-tabs';

/** Props of EgressEventsPage. */
export interface EgressEventsPageProps {
  tab: EgressTab;
  lineage: boolean;
}

const MODES = [
  { value: 'grid', label: 'Events' },
  { value: 'lineage', label: 'Lineage' },
];

/**
 * The events page every tab shares (SPEC §2): the grid with the tab's verdict fixed, or the same tab in lineage mode;
 * `?event=&created=` opens an event in a drawer over the grid, keeping the view in the URL so it can be deep-linked.
 */
export function EgressEventsPage({ tab, lineage }: EgressEventsPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const opened = openedEvent(location.search);
  const open = useCallback(
    (event: EgressEvent) => navigate({ search: eventSearch(location.search, event) }),
    [navigate, location.search],
  );
  // The open event's row is marked, and the drawer walks the grid's rows.
  const navigation = useDetailNavigation(lineage ? undefined : opened?.id, open);
  const close = useCallback(() => navigate({ search: gridSearch(location.search) }), [navigate, location.search]);
  const switchMode = (mode: string) =>
    navigate({ pathname: egressTabPath(tab, mode === 'lineage'), search: gridSearch(location.search) });
  const openFlow = (flow: Parameters<typeof flowSearch>[1]) =>
    navigate({ pathname: egressTabPath(tab, false), search: flowSearch(location.search, flow) });
  const flowLink = (flow: Parameters<typeof flowSearch>[1]) =>
    `${egressTabPath(tab, false)}${flowSearch(location.search, flow)}`;
  const mode = (
    <Segmented aria-label="Mode" options={MODES} value={lineage ? 'lineage' : 'grid'} onChange={switchMode} />
  );
  return (
    <section aria-label={tab.title}>
      {lineage ? (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
            {mode}
            <EvidenceSettingsButton style={{ marginLeft: 'auto' }} />
            <SavedViewsMenu grid="egress-events" quickFilters={EGRESS_QUICK_FILTERS} />
          </div>
          <LineageView verdict={tab.verdict} onOpenFlow={openFlow} flowLink={flowLink} />
        </>
      ) : (
        // The grid takes the mode switch and the page's tools into its filter bar's row (issue 33).
        <EgressList
          verdict={tab.verdict}
          onOpen={open}
          navigation={navigation.grid}
          pageControls={mode}
          pageTools={<EvidenceSettingsButton />}
        />
      )}
      {opened && !lineage ? (
        <EgressEventDrawer eventRef={opened} onClose={close} pager={navigation.pager}>
          <EvidenceSection eventRef={opened} />
        </EgressEventDrawer>
      ) : null}
    </section>
  );
}
