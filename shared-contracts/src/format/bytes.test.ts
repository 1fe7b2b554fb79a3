import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [12 * 1_048_576, '12.0 MB'],
    [3.25 * 1_073_741_824, '3.3 GB'],
    [5 * 1024 ** 5, '5120.0 TB'],
    [Number.NaN, '0 B'],
  ])('%d bytes read %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});
