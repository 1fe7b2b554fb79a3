import { Fragment, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import {
  ApiError,
  DetailPager,
  Drawer,
  EmptyState,
  LoadError,
  LoadingSkeleton,
  RelatedLinks,
  Skeleton,
} from 'shared-ui';
import type { DetailPagerActions } from 'shared-ui';
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
  /** Previous and next event of the grid. */
  pager?: DetailPagerActions;
}

/** One event in a drawer over the grid; an unknown or foreign event says it was not found. */
export function EgressEventDrawer({ eventRef, onClose, children, pager }: EgressEventDrawerProps) {
  const { data, error, isLoading, mutate } = useEgressEvent(eventRef);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Drawer
      open
      title="Egress event"
      size={720}
      onClose={onClose}
      destroyOnHidden
      extra={pager ? <DetailPager noun="event" {...pager} /> : null}
    >
      {/* Keyed by the event, inside the drawer: Previous and Next start each event afresh without sliding it in again. */}
      <Fragment key={`${eventRef.id} ${eventRef.created}`}>
        {/* The kit's states: a skeleton while loading, an error with Retry (an unknown event says so), the event. */}
        {isLoading ? <LoadingSkeleton label="Loading event" /> : null}
        {error && !data && notFound ? <EmptyState title="This event was not found." /> : null}
        {error && !data && !notFound ? (
          <LoadError title="The event could not be loaded" error={error} onRetry={() => void mutate()} />
        ) : null}
        {data ? <EgressEventFacts event={data} /> : null}
        {data ? (
          <RelatedLinks
            grid="egress"
            values={{ user: data.username, host: data.hostname, destination: data.destination }}
          />
        ) : null}
        {data ? children : null}
        {data ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <ContentLineageTimeline eventRef={eventRef} />
          </Suspense>
        ) : null}
      </Fragment>
    </Drawer>
  );
}
