import { Flex } from 'shared-ui';
import { BulkToggle } from '../features/device-bulk/bulk-toggle';
import { EnrolmentTokensDrawer } from '../features/enrolment-tokens/enrolment-tokens-drawer';
import { DeviceList } from '../features/device-list/device-list';

/**
 * The Device Manager (SPEC §2): the tenant's devices, their agent and extension switches, bulk changes, revocation
 * and the enrolment tokens agents enrol with.
 */
export function DevicesPage() {
  return (
    <DeviceList
      matchingActions={(matching) => (
        <Flex gap={8}>
          <BulkToggle matching={matching} />
          <EnrolmentTokensDrawer />
        </Flex>
      )}
    />
  );
}
