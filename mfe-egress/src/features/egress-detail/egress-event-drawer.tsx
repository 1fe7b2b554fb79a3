import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Drawer, EmptyState, Skeleton } from 'shared-ui';
import type { EgressEventRef } from '../../common/egress-keys';
import { useEgressEvent } from './api/get-egress-event';
import { EgressEventFacts } from './egress-event-facts';

const ContentLineageTimeline = lazy(() => import('./content-lineage-timeline'));

/** Props of EgressEventDrawer. */
export interface EgressEventDrawerProps {
  eventRef: EgressEventRef;
  onClose: () => void;
  /** More about the event (the page composes them, such as its evidence), shown under its facts once it loaded. */
  children?: ReactNode;
}

/** One event in a drawer over the grid; an unknown or foreign event says it was not found. */
export function EgressEventDrawer({ eventRef, onClose, children }: EgressEventDrawerProps) {
  const { data, error, isLoading } = useEgressEvent(eventRef);
  return (
    <Drawer open title="Egress event" size={720} onClose={onClose} destroyOnHidden>
      {isLoading ? <Skeleton active /> : null}
      {error ? <EmptyState title="This event was not found." /> : null}
      {data ? <EgressEventFacts event={data} /> : null}
      {data ? children : null}
      {data ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <ContentLineageTimeline eventRef={eventRef} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
