import { Card } from 'antd';
import { EmptyState } from 'shared-ui';

/** The incidents grid; it arrives with the incidents release. */
export function IncidentsPage() {
  return (
    <Card>
      <EmptyState title="No incidents are listed in this version of the console." />
    </Card>
  );
}
