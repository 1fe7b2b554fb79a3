import { Drawer, EmptyState, Skeleton } from 'shared-ui';
import type { EgressEventRef } from '../../common/egress-keys';
import { useEgressEvent } from './api/get-egress-event';
import { EgressEventFacts } from './egress-event-facts';

/** Props of EgressEventDrawer. */
export interface EgressEventDrawerProps {
  eventRef: EgressEventRef;
  onClose: () => void;
}

/** One event in a drawer over the grid; an unknown or foreign event says it was not found. */
export function EgressEventDrawer({ eventRef, onClose }: EgressEventDrawerProps) {
  const { data, error, isLoading } = useEgressEvent(eventRef);
  return (
    <Drawer open title="Egress event" size={720} onClose={onClose} destroyOnHidden>
      {isLoading ? <Skeleton active /> : null}
      {error ? <EmptyState title="This event was not found." /> : null}
      {data ? <EgressEventFacts event={data} /> : null}
    </Drawer>
  );
}
