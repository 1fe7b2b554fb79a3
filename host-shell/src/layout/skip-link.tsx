import type { MouseEvent } from 'react';

/** Props of SkipLink. */
export interface SkipLinkProps {
  /** Id of the region the link moves focus to; it needs `tabIndex={-1}`. */
  targetId: string;
}

/**
 * "Skip to main content": the shell's first tab stop, shown only while focused, so a keyboard user passes the rail and
 * the header in one step. It moves focus itself, leaving the router's URL without a hash.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="console-skip-link" href={`#${targetId}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
