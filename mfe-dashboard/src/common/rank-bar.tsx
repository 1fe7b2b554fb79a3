import type { ReactNode } from 'react';
import { formatNumber } from 'shared-contracts';
import { Link } from 'shared-ui/core';
import type { Series } from './series';

/** Props of RankBar. */
export interface RankBarProps {
  /** The row's segments, each a series with its value. */
  segments: readonly (Pick<Series, 'key' | 'color'> & { value: number })[];
  /** The largest row total of the table, which fills the bar. */
  max: number;
  /** The grid filtered to the row's rows, which the bar opens as its figure does. */
  to: string;
  /** The row's figure (a link to the same rows, named for screen readers and the keyboard), shown after the bar. */
  children: ReactNode;
}

/**
 * A ranking table's cell: the row's stacked bar scaled to the largest row, then its figure. A click on the bar opens
 * the row's rows, its exact total on hover; the figure is the same link for the keyboard and screen readers, so the
 * bar is left out of both.
 */
export function RankBar({ segments, max, to, children }: RankBarProps) {
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8 }}>
      <Link
        to={to}
        tabIndex={-1}
        aria-hidden="true"
        title={formatNumber(total)}
        style={{ display: 'flex', flex: 1, minWidth: 60, height: 8, borderRadius: 4 }}
      >
        {segments
          .filter((segment) => segment.value > 0)
          .map((segment) => (
            <span
              key={segment.key}
              style={{ width: `${max > 0 ? (segment.value / max) * 100 : 0}%`, background: segment.color }}
            />
          ))}
      </Link>
      <span style={{ minWidth: 40, textAlign: 'right' }}>{children}</span>
    </div>
  );
}
