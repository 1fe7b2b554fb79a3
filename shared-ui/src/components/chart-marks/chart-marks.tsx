import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { BRAND_COLOR } from 'shared-contracts';
import { ensureStyle } from '../../data-grid/ensure-style';
import { Link } from '../../router';

/** A mark's box in CSS pixels from the chart's top-left corner. */
export interface MarkRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One mark of a chart drawn on a canvas (a bar segment, a node, a link): where it is and the rows it opens. */
export interface ChartMark {
  /** Unique among the chart's marks. */
  key: string;
  /** Where the mark is drawn. */
  rect: MarkRect;
  /** Accessible name, the figure first: '12 events, Nov 29, Protected'. */
  label: string;
  /** The exact figure (the title, shown on hover of the focused mark, as the dashboard's count links have it). */
  title: string;
  /** The grid filtered to exactly the rows the mark counts. */
  to: string;
}

/** Props of ChartMarks. */
export interface ChartMarksProps {
  /** Name of the group of marks, such as 'Marks of the chart: each opens its events'. */
  label: string;
  /** The marks, in reading order (arrow keys walk them in this order). */
  marks: readonly ChartMark[];
}

const STYLE_ID = 'console-chart-mark';
// The focused mark is ringed (in white and the brand colour, seen on any bar colour); the others are not drawn.
const CHART_MARK_CSS = `.console-chart-mark:focus-visible{outline:2px solid ${BRAND_COLOR};outline-offset:1px;box-shadow:0 0 0 1px #fff}`;

// A mark smaller than this is given this size, so that its focus ring shows.
const MIN_SIZE = 4;

/**
 * The marks of a canvas chart as links laid over it: one tab stop for the whole chart, the arrow keys (and Home, End)
 * move between its marks, Enter opens the focused mark's rows. The links let the pointer through (the chart keeps its
 * tooltips and its own click, which opens the same rows), so they serve the keyboard and screen readers; each is named
 * by its figure and what it counts. Place it in a `position: relative` box of the chart's size.
 */
export function ChartMarks({ label, marks }: ChartMarksProps) {
  ensureStyle(STYLE_ID, CHART_MARK_CSS);
  const [active, setActive] = useState(0);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, marks.length - 1));
  const move = (event: KeyboardEvent, index: number) => {
    const last = marks.length - 1;
    const next: Record<string, number> = {
      ArrowRight: Math.min(index + 1, last),
      ArrowDown: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    links.current[target]?.focus();
  };
  return (
    <div role="group" aria-label={label} style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      {marks.map((mark, index) => {
        const width = Math.max(mark.rect.width, MIN_SIZE);
        const height = Math.max(mark.rect.height, MIN_SIZE);
        return (
          <Link
            key={mark.key}
            ref={(element) => {
              links.current[index] = element;
            }}
            to={mark.to}
            aria-label={mark.label}
            title={mark.title}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => move(event, index)}
            className="console-chart-mark"
            style={{
              position: 'absolute',
              left: mark.rect.x - (width - mark.rect.width) / 2,
              top: mark.rect.y - (height - mark.rect.height) / 2,
              width,
              height,
            }}
          />
        );
      })}
    </div>
  );
}
