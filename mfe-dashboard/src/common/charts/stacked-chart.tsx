import { Bar, Column } from '@ant-design/charts';
import { formatCompactNumber, formatNumber } from 'shared-contracts';
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
  /** A segment was clicked. */
  onSelect: (datum: StackedDatum<K>) => void;
}

const isDatum = (value: unknown): value is StackedDatum =>
  typeof value === 'object' && value !== null && 'category' in value && 'series' in value;

/** Stacked columns or bars drawn by G2 (loaded on demand: the chart library is not part of the remote's own code). */
export default function StackedChart<K extends string>(props: StackedChartProps<K>) {
  const { data, series, orientation, categoryLabel = (category: string) => category, onSelect } = props;
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
    onEvent: (_chart: unknown, event: { type?: string; data?: { data?: unknown } }) => {
      if (event.type !== 'element:click') return;
      const datum = event.data?.data;
      if (isDatum(datum)) onSelect(datum as StackedDatum<K>);
    },
  };
  return orientation === 'column' ? <Column {...config} /> : <Bar {...config} />;
}
