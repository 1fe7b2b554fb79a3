import { BULK_CHOICES, confirmDetail, confirmQuestion, resultTitle } from './bulk-choices';

const [agentOff, , extensionOff] = BULK_CHOICES;

describe('bulk choices', () => {
  it('set one desired flag each, both ways, for agent and extension', () => {
    expect(BULK_CHOICES.map((choice) => choice.changes)).toEqual([
      { AgentDisable: true },
      { AgentDisable: false },
      { ChromeExtensionDisable: true },
      { ChromeExtensionDisable: false },
    ]);
  });

  it('confirm with the exact number of matching devices', () => {
    expect(confirmQuestion(agentOff!, 1234)).toBe('Disable agent on 1,234 devices matching the filter?');
    expect(confirmQuestion(extensionOff!, 1)).toBe('Disable extension on 1 device matching the filter?');
    expect(confirmDetail(agentOff!, 2)).toContain('these 2 devices to disable the agent');
  });

  it('report changed and already-set devices', () => {
    expect(resultTitle(agentOff!, { matched: 10, updated: 7 })).toBe('Disable agent: 7 devices changed, 3 already set');
    expect(resultTitle(agentOff!, { matched: 1, updated: 1 })).toBe('Disable agent: 1 device changed');
  });
});
