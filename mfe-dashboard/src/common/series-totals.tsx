import { formatCompactNumber, formatNumber } from 'shared-contracts';
import { Link } from 'shared-ui/core';
import { DRILL_LINK_STYLE } from './count-link';
import type { Series } from './series';

/** Props of SeriesTotals. */
export interface SeriesTotalsProps<K extends string> {
  /** Accessible name of the list, such as 'Events by verdict'. */
  label: string;
  /** The series with their totals. */
  totals: readonly (Series<K> & { total: number })[];
  /** The grid link of a series' rows over the whole period. */
  linkOf: (series: K) => string;
}

/** The total of each series of a chart, each a link to the grid filtered to its rows (the chart's text form). */
export function SeriesTotals<K extends string>({ label, totals, linkOf }: SeriesTotalsProps<K>) {
  return (
    <ul
      aria-label={label}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 20px', margin: '12px 0 0', padding: 0, listStyle: 'none' }}
    >
      {totals.map((series) => (
        <li key={series.key}>
          <Link to={linkOf(series.key)} title={formatNumber(series.total)} style={DRILL_LINK_STYLE}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                marginRight: 6,
                borderRadius: 2,
                background: series.color,
              }}
            />
            {`${series.label}: ${formatCompactNumber(series.total)}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
