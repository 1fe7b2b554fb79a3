import { Card, EmptyState } from 'shared-ui';

/** The AI Posture dashboard tab; its widgets arrive with the dashboard release. */
export function AiPosturePage() {
  return (
    <Card>
      <EmptyState title="No AI posture widgets in this version of the console." />
    </Card>
  );
}
