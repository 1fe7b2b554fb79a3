import { BulkToggle } from '../features/device-bulk/bulk-toggle';
import { DeviceList } from '../features/device-list/device-list';

/** The Device Manager (SPEC §2): the tenant's devices, their agent and extension switches, and bulk changes. */
export function DevicesPage() {
  return <DeviceList matchingActions={(matching) => <BulkToggle matching={matching} />} />;
}
