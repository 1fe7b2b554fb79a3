import { SLA_TARGET_DEFAULTS, slaStanding } from './sla';

describe('SLA targets and standing', () => {
  it('defaults to high 1 h / 24 h, medium 4 h / 72 h, low 24 h / 7 days', () => {
    expect(SLA_TARGET_DEFAULTS).toEqual({
      high: { acknowledgeMinutes: 60, resolveMinutes: 1440 },
      medium: { acknowledgeMinutes: 240, resolveMinutes: 4320 },
      low: { acknowledgeMinutes: 1440, resolveMinutes: 10080 },
    });
  });

  it('reads an incident as breached once its due time has passed, due before, and without a clock when closed', () => {
    const due = '2026-11-29T12:00:00.000Z';
    expect(slaStanding(due, Date.parse('2026-11-29T11:30:00.000Z'))).toEqual({ state: 'due', msLeft: 30 * 60_000 });
    expect(slaStanding(due, Date.parse(due))).toEqual({ state: 'due', msLeft: 0 });
    expect(slaStanding(due, Date.parse('2026-11-29T12:00:00.001Z'))).toEqual({ state: 'breached', msLeft: -1 });
    expect(slaStanding(null, 0)).toEqual({ state: 'none', msLeft: null });
  });
});
