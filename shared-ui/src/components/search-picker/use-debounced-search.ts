import { useEffect, useRef, useState } from 'react';
import { SEARCH_PICKER_DEBOUNCE_MS } from 'shared-contracts';
import type { SearchPickerOption } from './picker-options';

/** Where a picker's search stands: before any search, waiting for results, answered, or failed. */
export type SearchPhase = 'idle' | 'searching' | 'done' | 'failed';

/** Results of the current search text and its phase. */
export interface DebouncedSearch {
  /** Results of the latest answered search. */
  results: readonly SearchPickerOption[];
  /** Phase of the current text's search. */
  phase: SearchPhase;
}

/**
 * Calls `onSearch` 500 ms after the text stops changing (blank text searches nothing and reads 'idle'). Answers of
 * superseded searches are ignored, so a slow early answer never overwrites a later one.
 */
export function useDebouncedSearch(
  text: string,
  onSearch: (text: string) => Promise<readonly SearchPickerOption[]>,
): DebouncedSearch {
  const [state, setState] = useState<DebouncedSearch>({ results: [], phase: 'idle' });
  const search = useRef(onSearch);
  const latest = useRef(0);

  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    latest.current += 1;
    const request = latest.current;
    const query = text.trim();
    if (query === '') {
      setState({ results: [], phase: 'idle' });
      return undefined;
    }
    setState((previous) => ({ results: previous.results, phase: 'searching' }));
    const timer = setTimeout(() => {
      search.current(query).then(
        (results) => {
          if (request === latest.current) setState({ results, phase: 'done' });
        },
        () => {
          if (request === latest.current) setState({ results: [], phase: 'failed' });
        },
      );
    }, SEARCH_PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return state;
}
