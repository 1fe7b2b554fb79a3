import { Card, Tag, EmptyState } from 'shared-ui';
import type { EgressTab } from './egress-tabs';

/** Props of EgressEventsPage. */
export interface EgressEventsPageProps {
  tab: EgressTab;
  lineage: boolean;
}

/** The events page every tab shares; the grid arrives with the data egress release. */
export function EgressEventsPage({ tab, lineage }: EgressEventsPageProps) {
  return (
    <Card title={tab.title} extra={lineage ? <Tag color="purple">Lineage mode</Tag> : undefined}>
      <EmptyState title="No egress events are listed in this version of the console." />
    </Card>
  );
}
