import { Button } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { LoadError, LoadingSkeleton } from '../components/load-state';

/** Props of the grid's loading state. */
export interface GridLoadingProps {
  /** Plural noun of the rows, such as 'incidents'. */
  noun: string;
  /** Lines of the skeleton; 8 by default. */
  rows?: number;
}

/** The first page loading: a skeleton of rows, never "No data" or "0 loaded". */
export function GridLoading({ noun, rows = 8 }: GridLoadingProps) {
  return <LoadingSkeleton label={`Loading ${noun}`} rows={rows} />;
}

/** Props of the grid's error state. */
export interface GridErrorProps {
  /** The failure. */
  error: unknown;
  /** Calls again. */
  onRetry: () => void;
  /** Whether rows are already shown (the failure was loading more). */
  inline?: boolean;
}

/** A failed load: the API's readable message and Retry. */
export function GridError({ error, onRetry, inline = false }: GridErrorProps) {
  return (
    <LoadError
      title={inline ? 'More rows could not be loaded' : 'The list could not be loaded'}
      error={error}
      onRetry={onRetry}
      style={inline ? { marginTop: 8 } : undefined}
    />
  );
}

/** Props of the grid's empty state. */
export interface GridEmptyProps {
  /** Plural noun of the rows, such as 'incidents'. */
  noun: string;
  /** A search or filter is active. */
  filtered: boolean;
  /** Clears the search and filters. */
  onClearFilters?: () => void;
  /** Replaces the title shown when nothing exists at all. */
  emptyTitle?: string;
  /** Replaces the description shown when nothing exists at all. */
  emptyDescription?: string;
}

/** No rows: 'No results' when a filter hides them, a true empty state otherwise. */
export function GridEmpty({ noun, filtered, onClearFilters, emptyTitle, emptyDescription }: GridEmptyProps) {
  if (filtered) {
    return (
      <EmptyState
        title="No results"
        description={`No ${noun} match the current search and filters.`}
        action={
          onClearFilters ? (
            <Button variant="outline" onClick={onClearFilters}>
              Clear all filters
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <EmptyState
      title={emptyTitle ?? `No ${noun} yet`}
      description={
        emptyDescription ?? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} will appear here as they are recorded.`
      }
    />
  );
}
