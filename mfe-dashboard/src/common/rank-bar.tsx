import type { ReactNode } from 'react';
import type { Series } from './series';

/** Props of RankBar. */
export interface RankBarProps {
  /** The row's segments, each a series with its value. */
  segments: readonly (Pick<Series, 'key' | 'color'> & { value: number })[];
  /** The largest row total of the table, which fills the bar. */
  max: number;
  /** The row's figure, shown after the bar. */
  children: ReactNode;
}

/** A ranking table's cell: the row's stacked bar scaled to the largest row (decoration only), then its figure. */
export function RankBar({ segments, max, children }: RankBarProps) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8 }}>
      <div aria-hidden="true" style={{ display: 'flex', flex: 1, minWidth: 60, height: 8, borderRadius: 4 }}>
        {segments
          .filter((segment) => segment.value > 0)
          .map((segment) => (
            <div
              key={segment.key}
              style={{ width: `${max > 0 ? (segment.value / max) * 100 : 0}%`, background: segment.color }}
            />
          ))}
      </div>
      <span style={{ minWidth: 40, textAlign: 'right' }}>{children}</span>
    </div>
  );
}
