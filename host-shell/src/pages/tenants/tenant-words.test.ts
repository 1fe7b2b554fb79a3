import { cleanDomains, statusColor, statusWords } from './tenant-words';

describe('tenant words', () => {
  it('names each state, and when a scheduled deletion removes the data', () => {
    expect(statusWords({ status: 'active', deletionDueAt: null })).toBe('Active');
    expect(statusWords({ status: 'suspended', deletionDueAt: null })).toBe('Suspended');
    expect(statusWords({ status: 'deletion_scheduled', deletionDueAt: '2026-12-06T15:00:00.000Z' })).toMatch(
      /^Deletion scheduled \(data removed .*2026.*\)$/,
    );
    expect([statusColor('active'), statusColor('suspended'), statusColor('deletion_scheduled')]).toEqual([
      'green',
      'orange',
      'red',
    ]);
  });

  it('cleans the typed e-mail domains', () => {
    expect(cleanDomains([' Wayne.example', 'wayne.example', '', 'corp.example '])).toEqual([
      'wayne.example',
      'corp.example',
    ]);
    expect(cleanDomains(undefined)).toEqual([]);
  });
});
