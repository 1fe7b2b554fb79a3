import { lazy, Suspense } from 'react';
import { Skeleton } from 'shared-ui';
import type { StackedChartProps } from './charts/stacked-chart';

// The chart library loads with the first chart, in its own chunk (the remote's own code stays small).
const StackedChart = lazy(() => import('./charts/stacked-chart'));

/** Props of StackedChartView: the chart's, plus the sentence a screen reader hears instead of the drawing. */
export type StackedChartViewProps<K extends string> = StackedChartProps<K> & { description: string };

/** A stacked chart loaded on first use, a skeleton meanwhile; the figures it draws are also in the widget's text. */
export function StackedChartView<K extends string>({ description, ...props }: StackedChartViewProps<K>) {
  // lazy() drops the series type parameter; the props are the same.
  const chartProps = props as unknown as StackedChartProps;
  return (
    <figure role="img" aria-label={description} style={{ margin: 0, minHeight: props.height ?? 280 }}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <StackedChart {...chartProps} />
      </Suspense>
    </figure>
  );
}
