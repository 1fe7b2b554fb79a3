import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { LoadError, LoadingSkeleton } from './load-state';

/** How {@link lazyWithRetry}'s component says what it loads. */
export interface LazyWithRetryOptions {
  /** What loads, in words for the skeleton and the error, such as 'chart'. */
  noun: string;
  /** Lines of the skeleton shown while it loads. */
  skeletonRows?: number;
}

interface FailureBoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Shows the load's error with Retry in the place of what failed, so the rest of the page works on. */
class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.title}:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <LoadError title={this.props.title} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/**
 * A component loaded on first use, in its own chunk: a skeleton while it loads, and if the load fails (a network drop,
 * a chunk's time-out), an error with Retry in its place only. Unlike `React.lazy`, which keeps a failed load's error
 * for the page's life, a failure is not kept: Retry, or the next time it mounts (the user leaves the page and comes
 * back), loads it again.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { noun, skeletonRows }: LazyWithRetryOptions,
): ComponentType<P> {
  // The current attempt; a failed one is replaced at once, so that whoever mounts or retries next loads afresh.
  const attempt = (): ComponentType<P> =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = attempt();
        throw error;
      }),
    );
  let current = attempt();

  function LazyWithRetry(props: P) {
    const [shown, setShown] = useState(() => ({ Loaded: current, tries: 0 }));
    const { Loaded } = shown;
    return (
      <FailureBoundary
        key={shown.tries}
        title={`The ${noun} could not be loaded`}
        onRetry={() => setShown(({ tries }) => ({ Loaded: current, tries: tries + 1 }))}
      >
        <Suspense fallback={<LoadingSkeleton label={`Loading ${noun}`} rows={skeletonRows} />}>
          <Loaded {...props} />
        </Suspense>
      </FailureBoundary>
    );
  }
  return LazyWithRetry;
}
