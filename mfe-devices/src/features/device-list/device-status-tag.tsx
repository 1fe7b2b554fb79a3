import type { AgentStatus, ExtensionStatus } from 'shared-contracts';
import { Tag } from 'shared-ui';

// antd's preset status colours: what each status means to an administrator at a glance.
const AGENT_COLOURS: Readonly<Record<AgentStatus, string>> = {
  Online: 'success',
  Offline: 'warning',
  Inactive: 'default',
};
const EXTENSION_COLOURS: Readonly<Record<ExtensionStatus, string>> = {
  Active: 'success',
  Inactive: 'warning',
  Disabled: 'error',
  'Not installed': 'default',
};

/** The agent status (derived by the API from the last heartbeat) as a coloured tag. */
export function AgentStatusTag({ status }: { status: AgentStatus }) {
  return (
    <Tag color={AGENT_COLOURS[status]} data-status={status}>
      {status}
    </Tag>
  );
}

/** The extension status the device reports, as a coloured tag. */
export function ExtensionStatusTag({ status }: { status: ExtensionStatus }) {
  return (
    <Tag color={EXTENSION_COLOURS[status]} data-status={status}>
      {status}
    </Tag>
  );
}
