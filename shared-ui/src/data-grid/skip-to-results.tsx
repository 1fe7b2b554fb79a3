import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { ensureStyle } from './ensure-style';

/** Props of SkipToResults. */
export interface SkipToResultsProps {
  /** Id of the results region (focusable, `tabIndex={-1}`), which holds the grid. */
  resultsId: string;
}

/** The link's text. */
export const SKIP_TO_RESULTS_TEXT = 'Skip to results';

const STYLE_ID = 'console-skip-to-results';
// Out of sight until focused, then over the filter bar's start (as the shell's "Skip to main content").
const CSS = `.console-skip-to-results{position:absolute;top:0;left:0;z-index:10;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.console-skip-to-results:focus{width:auto;height:auto;overflow:visible;clip-path:none;padding:6px 12px;background:var(--ant-color-bg-container,#fff);color:var(--ant-color-primary,#1677ff);font-weight:600;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.16);outline:2px solid var(--ant-color-primary,#1677ff);outline-offset:1px}`;

/**
 * "Skip to results": the list page's first tab stop, shown only while focused. It passes the filter bar and the
 * grid's headers in one step, to the grid's row in the tab order (the first, or the last focused or open one), or to
 * the results region when there are no rows (an empty or error state).
 */
export function SkipToResults({ resultsId }: SkipToResultsProps) {
  useEffect(() => ensureStyle(STYLE_ID, CSS), []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const results = document.getElementById(resultsId);
    if (!results) return;
    event.preventDefault();
    const row = results.querySelector<HTMLElement>('.console-data-grid .ant-table-row[tabindex="0"]');
    (row ?? results).focus();
  };
  return (
    <a className="console-skip-to-results" href={`#${resultsId}`} onClick={onClick}>
      {SKIP_TO_RESULTS_TEXT}
    </a>
  );
}
