import type { Device, DEVICE_LIST_RESOURCE, SortOf } from 'shared-contracts';
import { pivotRender, Time } from 'shared-ui';
import type { DataGridColumn } from 'shared-ui';
import { AgentStatusTag, ExtensionStatusTag } from './device-status-tag';
import { DeviceRevoke } from './device-revoke';
import { DeviceToggle } from './device-toggle';

const orDash = (text: string) => (text === '' ? '—' : text);

/**
 * The device grid's columns: the host, its statuses as tags, the agent and extension switches (with "Pending"),
 * when it was last seen, who used it, and what it runs. Sortable ones are the API's sort columns. Host and user
 * pivot (Alt+click or their menu) to the devices of that value, or to their egress events and incidents.
 */
export const DEVICE_COLUMNS: readonly DataGridColumn<Device, SortOf<typeof DEVICE_LIST_RESOURCE>>[] = [
  {
    key: 'hostname',
    title: 'Host Name',
    width: 200,
    sortable: true,
    fixed: 'left',
    render: pivotRender('devices', 'host', (d) => d.hostname),
  },
  { key: 'agentStatus', title: 'Agent Status', width: 120, render: (d) => <AgentStatusTag status={d.agentStatus} /> },
  {
    key: 'agent',
    title: 'Agent',
    width: 140,
    action: true,
    render: (d) => <DeviceToggle device={d} component="agent" />,
  },
  {
    key: 'extension',
    title: 'Extension',
    width: 140,
    action: true,
    render: (d) => <DeviceToggle device={d} component="extension" />,
  },
  {
    key: 'extensionStatus',
    title: 'Extension Status',
    width: 140,
    render: (d) => <ExtensionStatusTag status={d.extensionStatus} />,
  },
  {
    key: 'lastSeen',
    title: 'Last Seen',
    width: 140,
    sortable: true,
    firstSort: 'desc',
    render: (d) => <Time value={d.lastSeen} relative />,
  },
  {
    key: 'lastActiveUser',
    title: 'Last Active User',
    width: 180,
    sortable: true,
    render: pivotRender('devices', 'user', (d) => d.lastActiveUser),
  },
  {
    key: 'operatingSystem',
    title: 'Operating System',
    width: 200,
    render: (d) => d.osVersion || d.operatingSystem,
  },
  { key: 'cpuArchitecture', title: 'CPU Architecture', width: 130 },
  { key: 'agentVersion', title: 'Agent Version', width: 130, sortable: true, render: (d) => orDash(d.agentVersion) },
  { key: 'extensionVersion', title: 'Extension Version', width: 150, render: (d) => orDash(d.extensionVersion) },
  { key: 'ipAddress', title: 'IP Address', width: 140 },
  { key: 'revoke', title: 'Credential', width: 120, action: true, render: (d) => <DeviceRevoke device={d} /> },
];
