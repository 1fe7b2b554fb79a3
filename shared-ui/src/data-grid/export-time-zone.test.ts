import { readExportTimeZone, timeZoneGroups, writeExportTimeZone } from './export-time-zone';

describe('the export time-zone choices', () => {
  it('offer UTC first, then the browser zone, then every other zone once', () => {
    expect(timeZoneGroups('Europe/Paris', ['Asia/Tokyo', 'Europe/Paris'])).toEqual([
      {
        label: 'Suggested',
        options: [
          { value: 'UTC', label: 'UTC' },
          { value: 'Europe/Paris', label: 'Europe/Paris (this browser)' },
        ],
      },
      { label: 'All time zones', options: [{ value: 'Asia/Tokyo', label: 'Asia/Tokyo' }] },
    ]);
    expect(timeZoneGroups('UTC', [])).toEqual([{ label: 'Suggested', options: [{ value: 'UTC', label: 'UTC' }] }]);
  });

  it('remember the last choice, and fall back to UTC when storage fails', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(readExportTimeZone(storage)).toBe('UTC');
    writeExportTimeZone('Asia/Kolkata', storage);
    expect(readExportTimeZone(storage)).toBe('Asia/Kolkata');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeExportTimeZone('Asia/Kolkata', broken)).not.toThrow();
    expect(readExportTimeZone(broken)).toBe('UTC');
  });
});
