import { printEstimates } from './estimates';
import { FILTER } from './scenarios';
import type { BenchFigures } from './scenarios';

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Goals of issue 5 on PostgreSQL, checked against the figures. */
function goals(figures: BenchFigures): string[] {
  const pages = [figures.firstPage, figures.page1000, figures.filteredPage];
  return [
    `any page p95 < 30 ms: ${pages.every((timing) => timing.p95 < 30) ? 'met' : 'NOT met'}`,
    `page 1,000 p95 within 1.2x of the first: ${figures.page1000.p95 <= 1.2 * figures.firstPage.p95 ? 'met' : 'NOT met'} (${(figures.page1000.p95 / figures.firstPage.p95).toFixed(2)}x)`,
    `filtered count p95 < 100 ms: ${figures.filteredCount.p95 < 100 ? 'met' : 'NOT met'}`,
    `export >= 150,000 rows/s: ${figures.export.rowsPerSecond >= 150_000 ? 'met' : 'NOT met'}`,
    `every estimate within 5%: ${figures.estimates.every((c) => c.error <= 0.05) ? 'met' : 'NOT met'}`,
  ];
}

/** Prints the table of every database measured. */
export function printFigures(results: [string, BenchFigures][], meta: { rows: number; runs: number }): void {
  console.log(
    `\nIncidents benchmark: ${meta.rows.toLocaleString('en-US')} incidents in one tenant, ${meta.runs} runs each (through app.inject)`,
  );
  console.log(`Filter: ${FILTER}\n`);
  const header = ['Measure', ...results.map(([name]) => name)];
  const rows: string[][] = [
    ['First page p50 / p95', ...results.map(([, f]) => `${ms(f.firstPage.p50)} / ${ms(f.firstPage.p95)}`)],
    ['Page 1,000 p50 / p95', ...results.map(([, f]) => `${ms(f.page1000.p50)} / ${ms(f.page1000.p95)}`)],
    ['Filtered page p50 / p95', ...results.map(([, f]) => `${ms(f.filteredPage.p50)} / ${ms(f.filteredPage.p95)}`)],
    ['Filtered count p50 / p95', ...results.map(([, f]) => `${ms(f.filteredCount.p50)} / ${ms(f.filteredCount.p95)}`)],
    [
      'Count answer',
      ...results.map(
        ([, f]) =>
          `${f.count.totalFilteredIncidents.toLocaleString('en-US')} of ${f.count.totalIncidents.toLocaleString('en-US')}${f.count.approximate ? ' (approximate)' : ''}`,
      ),
    ],
    [
      'Round trips: count / page',
      ...results.map(([, f]) => `${f.trips.count ?? 'in-process'} / ${f.trips.page ?? 'in-process'}`),
    ],
    [
      'Export rows/s (rows, s)',
      ...results.map(
        ([, f]) =>
          `${Math.round(f.export.rowsPerSecond).toLocaleString('en-US')} (${f.export.rows.toLocaleString('en-US')}, ${f.export.seconds.toFixed(1)} s)`,
      ),
    ],
    [
      'Export RSS start / at 10% / peak',
      ...results.map(
        ([, f]) => `${f.export.startMb.toFixed(0)} / ${f.export.tenthMb.toFixed(0)} / ${f.export.peakMb.toFixed(0)} MB`,
      ),
    ],
    [
      'Raw COPY rows/s (RSS start / peak)',
      ...results.map(
        ([, f]) =>
          `${Math.round(f.copy.rowsPerSecond).toLocaleString('en-US')} (${f.copy.startMb.toFixed(0)} / ${f.copy.peakMb.toFixed(0)} MB)`,
      ),
    ],
  ];
  const planNames = Object.keys(results[0]?.[1].plans ?? {});
  for (const plan of planNames) rows.push([`EXPLAIN ${plan}`, ...results.map(([, f]) => f.plans[plan] ?? '')]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  for (const [name, figures] of results) printEstimates(name, figures.estimates);
  for (const [name, figures] of results)
    if (name === 'PostgreSQL') console.log(`\nGoals on PostgreSQL:\n  ${goals(figures).join('\n  ')}`);
}
