import { labelOf } from 'shared-contracts';
import type { AgentStatus, ExtensionStatus } from 'shared-contracts';
import { StatusLabel } from 'shared-ui';
import type { StatusTone } from 'shared-ui';

// What each status means to an administrator at a glance.
const AGENT_TONES: Readonly<Record<AgentStatus, StatusTone>> = {
  Online: 'success',
  Offline: 'warning',
  Inactive: 'default',
};
const EXTENSION_TONES: Readonly<Record<ExtensionStatus, StatusTone>> = {
  Active: 'success',
  Inactive: 'warning',
  Disabled: 'error',
  'Not installed': 'default',
};

/** The agent status (derived by the API from the last heartbeat) as a coloured label. */
export function AgentStatusTag({ status }: { status: AgentStatus }) {
  return (
    <StatusLabel tone={AGENT_TONES[status]} data-status={status}>
      {labelOf('agentStatus', status)}
    </StatusLabel>
  );
}

/** The extension status the device reports, as a coloured label. */
export function ExtensionStatusTag({ status }: { status: ExtensionStatus }) {
  return (
    <StatusLabel tone={EXTENSION_TONES[status]} data-status={status}>
      {labelOf('extensionStatus', status)}
    </StatusLabel>
  );
}
