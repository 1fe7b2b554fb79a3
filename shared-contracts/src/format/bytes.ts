const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** A size in bytes in binary units with one decimal: '512 B', '1.5 KB', '12.0 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024)
    return `${Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
