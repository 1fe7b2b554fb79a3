import { Card, EmptyState } from 'shared-ui';

/** The device manager; it arrives with the devices release. */
export function DevicesPage() {
  return (
    <Card>
      <EmptyState title="No devices are listed in this version of the console." />
    </Card>
  );
}
