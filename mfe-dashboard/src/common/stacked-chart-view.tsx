import { lazy, Suspense } from 'react';
import { Skeleton } from 'shared-ui';
import type { StackedChartProps } from './charts/stacked-chart';

// The chart library loads with the first chart, in its own chunk (the remote's own code stays small).
const StackedChart = lazy(() => import('./charts/stacked-chart'));

/** Props of StackedChartView: the chart's, plus the sentence that names the figure (its marks are links in it). */
export type StackedChartViewProps<K extends string> = StackedChartProps<K> & { description: string };

/** A stacked chart loaded on first use, a skeleton meanwhile; each segment is a link named by its figure. */
export function StackedChartView<K extends string>({ description, ...props }: StackedChartViewProps<K>) {
  // lazy() drops the series type parameter; the props are the same.
  const chartProps = props as unknown as StackedChartProps;
  return (
    <figure aria-label={description} style={{ margin: 0, minHeight: props.height ?? 280 }}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <StackedChart {...chartProps} />
      </Suspense>
    </figure>
  );
}
