import { Card } from 'shared-ui';
import { COMING_SOON_TEXT } from 'shared-contracts';
import { EmptyState } from 'shared-ui';

/** /integrations (SPEC §2). */
export function ComingSoonPage() {
  return (
    <Card>
      <EmptyState title={COMING_SOON_TEXT} />
    </Card>
  );
}
