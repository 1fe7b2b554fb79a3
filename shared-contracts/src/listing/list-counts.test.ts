import { describeCounts, formatCount, readCounts } from './list-counts';
import { AUDIT_LOG_LIST_RESOURCE, INCIDENT_LIST_RESOURCE } from './list-resources';

describe('readCounts', () => {
  it("maps a resource's names onto total and filtered", () => {
    expect(readCounts({ totalIncidents: 10, totalFilteredIncidents: 3 }, INCIDENT_LIST_RESOURCE.countKeys)).toEqual({
      total: 10,
      filtered: 3,
    });
    expect(readCounts({ total: 5, filtered: 5, approximate: true }, AUDIT_LOG_LIST_RESOURCE.countKeys)).toEqual({
      total: 5,
      filtered: 5,
      approximate: true,
    });
    expect(
      readCounts({ a: '7', b: 2, estimated: true }, { total: 'a', filtered: 'b', approximate: 'estimated' }),
    ).toEqual({ total: 7, filtered: 2, approximate: true });
  });

  it('throws naming the missing count', () => {
    expect(() => readCounts({ totalIncidents: 1 }, INCIDENT_LIST_RESOURCE.countKeys)).toThrow('totalFilteredIncidents');
    expect(() => readCounts(null, INCIDENT_LIST_RESOURCE.countKeys)).toThrow('totalIncidents');
  });
});

describe('formatCount and describeCounts', () => {
  it('formats en-US below 100,000 and compact from there', () => {
    expect(formatCount(99_999)).toEqual({ text: '99,999', exact: '99,999' });
    expect(formatCount(1_234_567)).toEqual({ text: '1.2M', exact: '1,234,567' });
    expect(formatCount(1_500, 1_000).text).toBe('1.5K');
  });

  it('says N of M with the noun and marks approximate counts', () => {
    expect(describeCounts({ total: 1_000_000, filtered: 12_345 }, 'incidents')).toBe('12,345 of 1M incidents');
    expect(describeCounts({ total: 2_000_000, filtered: 150_000, approximate: true }, 'events')).toBe(
      '~150K of 2M events',
    );
  });
});
