import { formatCompactNumber, formatNumber } from './number';

describe('formatNumber', () => {
  it('uses en-US separators and at most 2 fraction digits', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(0.5)).toBe('0.5');
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber(1.005, 0)).toBe('1');
    expect(formatNumber(3.14159, 4)).toBe('3.1416');
  });
});

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.345, '12.35'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1049, '1K'],
    [1050, '1.1K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_960, '1M'],
    [2_345_678, '2.3M'],
    [1_000_000_000, '1B'],
    [7_250_000_000, '7.3B'],
    [1_234_500_000_000, '1,234.5B'],
    [-1500, '-1.5K'],
    [-12, '-12'],
  ])('%d reads %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });
});
