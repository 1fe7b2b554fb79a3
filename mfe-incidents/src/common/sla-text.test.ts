import { slaText } from './sla-text';

const NOW = Date.parse('2026-11-29T12:00:00.000Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('slaText', () => {
  it('reads the time left in its two largest units, Breached once past due, nothing without a clock', () => {
    expect(slaText(inMinutes(3 * 1440 + 4 * 60 + 5), NOW)).toBe('3 days 4 h left');
    expect(slaText(inMinutes(1440), NOW)).toBe('1 day left');
    expect(slaText(inMinutes(135), NOW)).toBe('2 h 15 min left');
    expect(slaText(inMinutes(60), NOW)).toBe('1 h left');
    expect(slaText(inMinutes(12), NOW)).toBe('12 min left');
    expect(slaText(inMinutes(0.5), NOW)).toBe('Under 1 min left');
    expect(slaText(inMinutes(0), NOW)).toBe('Under 1 min left');
    expect(slaText(inMinutes(-0.01), NOW)).toBe('Breached');
    expect(slaText(null, NOW)).toBe('');
  });
});
