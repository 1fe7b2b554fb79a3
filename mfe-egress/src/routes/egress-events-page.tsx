import { useCallback } from 'react';
import { useLocation, useNavigate } from 'shared-ui/core';
import { SavedViewsMenu, Tag } from 'shared-ui';
import type { EgressEvent } from 'shared-contracts';
import { eventSearch, gridSearch, openedEvent } from '../common/egress-link';
import { EgressEventDrawer } from '../features/egress-detail/egress-event-drawer';
import { EgressList } from '../features/egress-list/egress-list';
import type { EgressTab } from './egress-tabs';

/** Props of EgressEventsPage. */
export interface EgressEventsPageProps {
  tab: EgressTab;
  lineage: boolean;
}

/**
 * The events page every tab shares (SPEC §2): the grid with the tab's verdict fixed; `?event=&created=` opens an
 * event in a drawer over it, keeping the grid's view in the URL so the drawer can be deep-linked.
 */
export function EgressEventsPage({ tab, lineage }: EgressEventsPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const opened = openedEvent(location.search);
  const open = useCallback(
    (event: EgressEvent) => navigate({ search: eventSearch(location.search, event) }),
    [navigate, location.search],
  );
  const close = useCallback(() => navigate({ search: gridSearch(location.search) }), [navigate, location.search]);
  return (
    <section aria-label={tab.title}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBottom: 8 }}>
        {lineage ? <Tag color="purple">Lineage mode</Tag> : null}
        <SavedViewsMenu grid="egress-events" />
      </div>
      <EgressList verdict={tab.verdict} onOpen={open} />
      {opened ? <EgressEventDrawer key={`${opened.id} ${opened.created}`} eventRef={opened} onClose={close} /> : null}
    </section>
  );
}
