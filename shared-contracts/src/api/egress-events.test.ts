import { EGRESS_EVENT_VERDICTS, egressVerdictLabel } from './egress-events';

describe('egress verdicts', () => {
  it('names CHALLENGE Monitored and BLOCK Protected, as SPEC §4 says, and every verdict once', () => {
    expect(egressVerdictLabel('CHALLENGE')).toBe('Monitored');
    expect(egressVerdictLabel('BLOCK')).toBe('Protected');
    expect(egressVerdictLabel('NOT_COVERED')).toBe('Not Covered');
    expect(egressVerdictLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(new Set(EGRESS_EVENT_VERDICTS.map(egressVerdictLabel)).size).toBe(EGRESS_EVENT_VERDICTS.length);
  });
});
