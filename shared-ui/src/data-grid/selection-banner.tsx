import type { ReactNode } from 'react';
import { formatNumber } from 'shared-contracts';
import type { ListQuery } from 'shared-contracts';
import { Button } from '../components/button';
import { canSelectAllMatching, NO_SELECTION, selectionSize } from './grid-selection';
import type { GridSelection } from './grid-selection';

/** Props of the selection banner. */
export interface SelectionBannerProps {
  /** The selection. */
  selection: GridSelection;
  /** Changes it. */
  onChange: (selection: GridSelection) => void;
  /** Ids of the loaded rows. */
  loadedIds: readonly string[];
  /** Rows matching the filter, once counted. */
  matchingCount: number | undefined;
  /** The filter the rows match (search, cutoff and filters). */
  matchingQuery: ListQuery;
  /** More pages exist. */
  hasMore: boolean;
  /** Plural noun, such as 'incidents'. */
  noun: string;
  /** Bulk actions for the selection (assign, change status...). */
  actions?: ReactNode;
}

function count(value: number | undefined): string {
  return value === undefined ? 'all' : formatNumber(value, 0);
}

/** Says what is selected, offers "select all N matching the filter" and clearing, and holds the bulk actions. */
export function SelectionBanner(props: SelectionBannerProps) {
  const { selection, onChange, loadedIds, matchingCount, matchingQuery, hasMore, noun, actions } = props;
  const size = selectionSize(selection);
  if (size === 0) return null;
  const offerAll = canSelectAllMatching(selection, loadedIds, matchingCount, hasMore);
  const text = selection.allMatching
    ? `All ${count(selection.count)} ${noun} matching the filter are selected.`
    : `${formatNumber(size ?? 0, 0)} selected.`;
  return (
    <div
      role="status"
      aria-label="Selection"
      className="console-grid-selection"
      style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', padding: '6px 0' }}
    >
      <span>{text}</span>
      {offerAll ? (
        <Button
          variant="link"
          size="sm"
          onClick={() => onChange({ allMatching: true, query: matchingQuery, count: matchingCount })}
        >
          {`Select all ${count(matchingCount)} matching ${noun}`}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => onChange(NO_SELECTION)}>
        Clear selection
      </Button>
      {actions ? <div style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>{actions}</div> : null}
    </div>
  );
}
