import { Alert, Skeleton } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { describeError } from '../data-grid/describe-error';
import { Button } from './button';

/** Props of {@link LoadingSkeleton}. */
export interface LoadingSkeletonProps {
  /** What loads, said to screen readers, such as 'Loading incidents'. */
  label: string;
  /** Lines of the skeleton; 5 by default. */
  rows?: number;
}

/** The loading state: grey lines where the content will be, never "No data" or a zero. */
export function LoadingSkeleton({ label, rows = 5 }: LoadingSkeletonProps) {
  return (
    <div className="console-loading-skeleton" role="status" aria-label={label} aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What failed, such as 'The list could not be loaded'. */
  title: string;
  /** The failure; its readable message is the description (none when absent). */
  error?: unknown;
  /** Calls again. */
  onRetry: () => void;
  style?: CSSProperties;
}

/** The error state: what could not be loaded, the API's readable message, and Retry. */
export function LoadError({ title, error, onRetry, style }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error === undefined ? undefined : describeError(error)}
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      }
      style={style}
    />
  );
}

/** The class of content shown while newer content loads (dimmed). */
export const STALE_CLASS = 'console-stale';
/** The look of stale content: dimmed, and not clickable until the new answer comes. */
export const STALE_STYLE: CSSProperties = { opacity: 0.45, transition: 'opacity 120ms', pointerEvents: 'none' };

/** Props of {@link StaleFrame}. */
export interface StaleFrameProps {
  /** The content is an earlier answer and a newer one is loading. */
  stale: boolean;
  children: ReactNode;
  className?: string;
}

/** The stale state: the earlier content dimmed (and busy) until the new answer replaces it. */
export function StaleFrame({ stale, children, className }: StaleFrameProps) {
  const classes = [className, stale ? STALE_CLASS : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes} aria-busy={stale} style={stale ? STALE_STYLE : undefined}>
      {children}
    </div>
  );
}

/** Props of {@link LoadState}. */
export interface LoadStateProps<T> {
  /** The answer, once loaded. */
  data: T | undefined;
  /** The failure of the last call. */
  error: unknown;
  /** Calls again (the error's Retry). */
  onRetry: () => void;
  /** What loads, in words for the skeleton, such as 'incident'. */
  noun: string;
  /** Title of the error; 'The <noun> could not be loaded' by default. */
  errorTitle?: string;
  /** Replaces the error state (a not-found message, say); the default error with Retry when it answers undefined. */
  renderError?: (error: unknown) => ReactNode;
  /** Whether an answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (the kit's EmptyState with a next step). */
  empty?: ReactNode;
  /** The shown answer is an earlier one and a newer one is loading: it is dimmed. */
  stale?: boolean;
  /** Lines of the skeleton. */
  skeletonRows?: number;
  /** The content, given the answer. */
  children: (data: T) => ReactNode;
}

/**
 * The four states of anything loaded: a skeleton while loading, an error with Retry, the empty state, and the content
 * (dimmed while a newer answer loads). Pages and widgets declare their content and empty state; the kit picks.
 */
export function LoadState<T>(props: LoadStateProps<T>) {
  const { data, error, onRetry, noun, isEmpty, empty, stale = false, skeletonRows, children } = props;
  if (data === undefined && error !== undefined && error !== null) {
    return (
      props.renderError?.(error) ?? (
        <LoadError title={props.errorTitle ?? `The ${noun} could not be loaded`} error={error} onRetry={onRetry} />
      )
    );
  }
  if (data === undefined) return <LoadingSkeleton label={`Loading ${noun}`} rows={skeletonRows} />;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <StaleFrame stale={stale}>{children(data)}</StaleFrame>;
}
