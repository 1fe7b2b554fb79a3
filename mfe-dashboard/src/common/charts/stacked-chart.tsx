import { Bar, Column } from '@ant-design/charts';
import { formatCompactNumber, formatNumber, plural } from 'shared-contracts';
import { ChartMarks, useG2Elements } from 'shared-ui';
import type { ChartMark } from 'shared-ui';
import { useNavigate } from 'shared-ui/core';
import type { Series, StackedDatum } from '../series';

/** Props of StackedChart. */
export interface StackedChartProps<K extends string = string> {
  /** The segments, categories and series in the order to draw. */
  data: readonly StackedDatum<K>[];
  /** The series drawn, for their colours and legend order. */
  series: readonly Series<K>[];
  /** Vertical columns (days) or horizontal bars (rankings). */
  orientation: 'column' | 'bar';
  /** Text of a category on its axis and in the tooltip. */
  categoryLabel?: (category: string) => string;
  /** Height in pixels. */
  height?: number;
  /** What a segment counts, one of it, for its accessible name: 'event' ('12 events, Nov 29, Protected'). */
  unit: string;
  /** The grid filtered to exactly the rows a segment counts. */
  linkOf: (datum: StackedDatum<K>) => string;
}

const isDatum = (value: unknown): value is StackedDatum =>
  typeof value === 'object' && value !== null && 'category' in value && 'series' in value && 'value' in value;

/** The segments as links over the chart, in reading order: category by category, each in the series' order. */
function marksOf<K extends string>(
  drawn: readonly { datum: unknown; rect: ChartMark['rect'] }[],
  props: Pick<StackedChartProps<K>, 'data' | 'series' | 'unit' | 'linkOf'> & { categoryLabel: (c: string) => string },
): ChartMark[] {
  const categories = [...new Set(props.data.map((datum) => datum.category))];
  const seriesKeys: string[] = props.series.map((series) => series.key);
  const order = (datum: StackedDatum) =>
    categories.indexOf(datum.category) * (seriesKeys.length + 1) + seriesKeys.indexOf(datum.series);
  return drawn
    .flatMap(({ datum, rect }) => (isDatum(datum) ? [{ datum: datum as StackedDatum<K>, rect }] : []))
    .sort((a, b) => order(a.datum) - order(b.datum))
    .map(({ datum, rect }) => ({
      key: `${datum.category}\u0000${datum.series}`,
      rect,
      label: `${plural(datum.value, props.unit, formatNumber(datum.value))}, ${props.categoryLabel(datum.category)}, ${datum.seriesLabel}`,
      title: formatNumber(datum.value),
      to: props.linkOf(datum),
    }));
}

/**
 * Stacked columns or bars drawn by G2 (loaded on demand: the chart library is not part of the remote's own code). A
 * click on a segment opens the grid filtered to its rows; the segments are also links laid over the chart (ChartMarks),
 * reached with Tab then the arrow keys, each named by its figure.
 */
export default function StackedChart<K extends string>(props: StackedChartProps<K>) {
  const { data, series, orientation, categoryLabel = (category: string) => category, linkOf } = props;
  const navigate = useNavigate();
  const { drawn, onReady } = useG2Elements((datum) => {
    if (isDatum(datum)) void navigate(linkOf(datum as StackedDatum<K>));
  });
  const config = {
    data: [...data],
    xField: 'category',
    yField: 'value',
    colorField: 'seriesLabel',
    stack: true,
    height: props.height ?? 280,
    autoFit: true,
    scale: { color: { domain: series.map((item) => item.label), range: series.map((item) => item.color) } },
    axis: {
      x: { labelFormatter: categoryLabel, labelAutoHide: true, labelAutoEllipsis: true, title: false },
      y: { labelFormatter: (value: number) => formatCompactNumber(value), title: false },
    },
    tooltip: {
      title: (datum: StackedDatum) => categoryLabel(datum.category),
      items: [(datum: StackedDatum) => ({ name: datum.seriesLabel, value: formatNumber(datum.value) })],
    },
    legend: { color: { position: 'bottom' as const, layout: { justifyContent: 'center' } } },
    style: { cursor: 'pointer' },
    onReady,
  };
  return (
    <div style={{ position: 'relative' }}>
      {orientation === 'column' ? <Column {...config} /> : <Bar {...config} />}
      <ChartMarks
        label={`Segments of the chart, each opening the ${props.unit}s it counts`}
        marks={marksOf(drawn, { ...props, categoryLabel })}
      />
    </div>
  );
}
