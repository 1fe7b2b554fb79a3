import type { CSSProperties, ReactNode } from 'react';
import { Card, EmptyState, LoadState } from 'shared-ui';
import type { DashboardRange } from './dashboard-period';
import type { WidgetAnswer } from './use-dashboard-widget';

/** The part of an SWR answer a widget card shows. */
export interface WidgetState<T> {
  data?: WidgetAnswer<T>;
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/** Props of WidgetCard. */
export interface WidgetCardProps<T> {
  /** Title of the widget. */
  title: string;
  /** The widget's fetch. */
  state: WidgetState<T>;
  /** Whether an answer has nothing to show. */
  isEmpty: (answer: T) => boolean;
  /** Title of the empty state. */
  emptyTitle: string;
  /** A figure beside the title (such as the total), once loaded. */
  summary?: (answer: T) => ReactNode;
  /** The widget's content. */
  children: (answer: T, range: DashboardRange) => ReactNode;
  /** Spans the whole row of the grid. */
  wide?: boolean;
}

const WIDE: CSSProperties = { gridColumn: '1 / -1' };

/**
 * One widget: its own skeleton while loading, its own error with Retry (the others keep rendering), an empty state
 * when the period has nothing, else its content. A region named by its title.
 */
export function WidgetCard<T>({ title, state, isEmpty, emptyTitle, summary, children, wide }: WidgetCardProps<T>) {
  const { data, error } = state;
  // The kit's four states: a skeleton while loading, the error with Retry, the empty state, else the content.
  const body = (
    <LoadState
      noun={title}
      errorTitle={`${title} could not be loaded`}
      data={data}
      error={error}
      onRetry={() => void state.mutate()}
      isEmpty={(loaded) => isEmpty(loaded.answer)}
      empty={<EmptyState title={emptyTitle} description="Choose a longer period to see more." />}
    >
      {(loaded) => children(loaded.answer, loaded.range)}
    </LoadState>
  );
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}
      extra={data && !isEmpty(data.answer) ? summary?.(data.answer) : undefined}
      style={wide ? WIDE : undefined}
      role="region"
      aria-label={title}
      aria-busy={state.isLoading}
    >
      {body}
    </Card>
  );
}
