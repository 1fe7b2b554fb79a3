import { VALUE_COLORS, VALUE_LABELS, SEVERITIES, SEVERITY_COLORS, formatShortDate } from 'shared-contracts';
import type { EgressEventVerdict, Severity } from 'shared-contracts';

/** One series of a stacked chart: the value the API sends, its label and its colour. */
export interface Series<K extends string = string> {
  key: K;
  label: string;
  color: string;
}

/** One bar segment of a stacked chart: a category (a day, a user, a policy...), a series and its value. */
export interface StackedDatum<K extends string = string> {
  category: string;
  series: K;
  seriesLabel: string;
  value: number;
}

/** Verdict series, the protected first, named as the console names them (CHALLENGE is Monitored, BLOCK Protected). */
export const VERDICT_SERIES: readonly Series<EgressEventVerdict>[] = (
  ['BLOCK', 'CHALLENGE', 'educate', 'ALLOW', 'NOT_COVERED'] as const
).map((key) => ({ key, label: VALUE_LABELS.verdict[key], color: VALUE_COLORS.verdict[key] }));

/** Severity series in SPEC §9's colours: red high, orange medium, yellow low, green resolved. */
export const SEVERITY_SERIES: readonly Series<Severity>[] = SEVERITIES.map((key) => ({
  key,
  label: VALUE_LABELS.severity[key],
  color: SEVERITY_COLORS[key],
}));

/** The series of `all` that have a value in the data, in their order (a chart's legend shows only those). */
export function seriesPresent<K extends string>(all: readonly Series<K>[], data: readonly StackedDatum[]): Series<K>[] {
  const present = new Set(data.filter((datum) => datum.value > 0).map((datum) => datum.series));
  return all.filter((series) => present.has(series.key));
}

/** Rows of a daily answer ({ day, <series>, <value> }) as chart data, days in order, series in the given order. */
export function dailyData<K extends string>(
  rows: readonly { day: string; value: number; series: K }[],
  all: readonly Series<K>[],
): StackedDatum<K>[] {
  const order = new Map(all.map((series, index) => [series.key as string, index]));
  const label = new Map(all.map((series) => [series.key as string, series.label]));
  return rows
    .filter((row) => row.value > 0)
    .map((row) => ({
      category: row.day,
      series: row.series,
      seriesLabel: label.get(row.series) ?? row.series,
      value: row.value,
    }))
    .sort(
      (a, b) =>
        a.category.localeCompare(b.category) ||
        (order.get(a.series) ?? order.size) - (order.get(b.series) ?? order.size),
    );
}

/** The total of each series over the data, in the series' order, without the empty ones. */
export function seriesTotals<K extends string>(
  all: readonly Series<K>[],
  data: readonly StackedDatum<K>[],
): (Series<K> & { total: number })[] {
  return all
    .map((series) => ({
      ...series,
      total: data.filter((datum) => datum.series === series.key).reduce((sum, datum) => sum + datum.value, 0),
    }))
    .filter((series) => series.total > 0);
}

/** A day (YYYY-MM-DD, already counted in the dashboard's zone) as a short axis label in the user's locale: 'Mar 5'. */
export function shortDay(day: string): string {
  return formatShortDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });
}
