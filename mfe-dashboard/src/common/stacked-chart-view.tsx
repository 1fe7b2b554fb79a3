import { lazyWithRetry } from 'shared-ui';
import type { StackedChartProps } from './charts/stacked-chart';

// The chart library loads with the first chart, in its own chunk (the remote's own code stays small). A failed load
// shows in the chart's place with Retry, and the next visit loads it again; the rest of the dashboard works on.
const StackedChart = lazyWithRetry(() => import('./charts/stacked-chart'), { noun: 'chart', skeletonRows: 6 });

/** Props of StackedChartView: the chart's, plus the sentence that names the figure (its marks are links in it). */
export type StackedChartViewProps<K extends string> = StackedChartProps<K> & { description: string };

/** A stacked chart loaded on first use, a skeleton meanwhile; each segment is a link named by its figure. */
export function StackedChartView<K extends string>({ description, ...props }: StackedChartViewProps<K>) {
  // lazyWithRetry() drops the series type parameter; the props are the same.
  const chartProps = props as unknown as StackedChartProps;
  return (
    <figure aria-label={description} style={{ margin: 0, minHeight: props.height ?? 280 }}>
      <StackedChart {...chartProps} />
    </figure>
  );
}
