import type { ReactNode } from 'react';
import { DEVICE_LIST_DEFAULTS, DEVICE_LIST_RESOURCE } from 'shared-contracts';
import type { Device } from 'shared-contracts';
import { ServerListPage } from 'shared-ui';
import type { MatchingRows } from 'shared-ui';
import { DEVICE_COLUMNS } from './device-columns';
import { DEVICE_FILTERS } from './device-filters';
import { DEVICE_QUICK_FILTERS } from './device-quick-filters';
import { useLiveRefresh } from './use-live-refresh';

/** Props of the device list. */
export interface DeviceListProps {
  /** Actions on every device matching the filter (the bulk toggle). */
  matchingActions?: (matching: MatchingRows) => ReactNode;
}

const DEFAULT_SORT = { column: DEVICE_LIST_DEFAULTS.sortColumn, order: DEVICE_LIST_DEFAULTS.sortOrder };
const rowKey = (device: Device) => device.id;

/**
 * The device grid (SPEC §2, /devices): 1,000 devices a page by last seen (newest first) in a virtual table, every
 * device filter, search, counts (totalDevices, totalFilteredDevices) and CSV export; filters and sort live in the URL.
 * It reloads every 10 seconds, so statuses follow heartbeats and a toggle's "Pending" settles by itself.
 */
export function DeviceList({ matchingActions }: DeviceListProps) {
  useLiveRefresh();
  return (
    <ServerListPage<Device>
      resource={DEVICE_LIST_RESOURCE.resource}
      itemsKey={DEVICE_LIST_RESOURCE.itemsKey}
      countKeys={DEVICE_LIST_RESOURCE.countKeys}
      columns={DEVICE_COLUMNS}
      filters={DEVICE_FILTERS}
      mainFilters={DEVICE_LIST_RESOURCE.mainFilters}
      savedViews="devices"
      quickFilters={DEVICE_QUICK_FILTERS}
      rowKey={rowKey}
      defaultSort={DEFAULT_SORT}
      pageSize={DEVICE_LIST_DEFAULTS.pageSize}
      noun="devices"
      matchingActions={matchingActions}
    />
  );
}
