const formatters = new Map<number, Intl.NumberFormat>();

/** Formats a number the en-US way (thousands separators) with at most `maxFractionDigits` fraction digits (2 by default). */
export function formatNumber(value: number, maxFractionDigits = 2): string {
  let formatter = formatters.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxFractionDigits });
    formatters.set(maxFractionDigits, formatter);
  }
  return formatter.format(value);
}

const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

function oneDecimal(value: number): string {
  // A trailing '.0' is dropped: 1K, 1.5K, 12K.
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/**
 * A compact count: below 1,000 as-is (en-US, at most 2 fraction digits), then K, M and B with at most one
 * decimal and no trailing '.0' ('1K', '1.5K', '2.3M', '1,200B'). A value that rounds up to the next unit
 * moves to it (999,960 is '1M', not '1000K').
 */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return formatNumber(value);
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude < 1_000) return formatNumber(value);
  for (let index = 0; index < UNITS.length; index += 1) {
    const unit = UNITS[index]!;
    if (magnitude < unit.size) continue;
    const scaled = Math.round((magnitude / unit.size) * 10) / 10;
    const larger = UNITS[index - 1];
    if (larger && scaled >= larger.size / unit.size)
      return `${sign}${oneDecimal(magnitude / larger.size)}${larger.suffix}`;
    return `${sign}${unit.size === 1e9 ? formatNumber(scaled, 1) : oneDecimal(scaled)}${unit.suffix}`;
  }
  return formatNumber(value);
}
