// Issue 33: the device page shows agent and extension statuses, and its status filters, by the console's one
// vocabulary (VALUE_LABELS).
import { render } from '@testing-library/react';
import { AGENT_STATUSES, DEVICE_FILTERS, EXTENSION_STATUSES, labelOf } from 'shared-contracts';
import { AgentStatusTag, ExtensionStatusTag } from './features/device-list/device-status-tag';

describe('the devices page speaks the one vocabulary', () => {
  it.each(AGENT_STATUSES)('shows the agent status %s by its label', (status) => {
    expect(render(<AgentStatusTag status={status} />).container.textContent).toBe(labelOf('agentStatus', status));
  });

  it.each(EXTENSION_STATUSES)('shows the extension status %s by its label', (status) => {
    expect(render(<ExtensionStatusTag status={status} />).container.textContent).toBe(
      labelOf('extensionStatus', status),
    );
  });

  it('labels every option of the status filters', () => {
    for (const [key, vocabulary] of [
      ['agentStatus', 'agentStatus'],
      ['extensionStatus', 'extensionStatus'],
    ] as const) {
      const filter = DEVICE_FILTERS.find((candidate) => candidate.key === key);
      if (filter?.kind !== 'options' || !('options' in filter.source)) throw new Error(`no ${key} checklist`);
      for (const option of filter.source.options) expect(option.label).toBe(labelOf(vocabulary, option.value));
    }
  });
});
