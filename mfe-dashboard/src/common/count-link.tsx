import { formatCompactNumber, formatNumber } from 'shared-contracts';
import { Link } from 'shared-ui/core';

/**
 * A figure that opens its rows is underlined: a link set in text must not be told apart by colour alone (WCAG 1.4.1,
 * axe's link-in-text-block).
 */
export const DRILL_LINK_STYLE = { textDecoration: 'underline', textUnderlineOffset: 2 } as const;

/** Props of CountLink. */
export interface CountLinkProps {
  /** The count. */
  value: number;
  /** The grid filtered to the rows counted. */
  to: string;
  /** What is counted, for the link's accessible name ('Protected events of alice'). */
  label: string;
}

/**
 * A count in compact form (1.2K) linking to the rows behind it, the exact count as its title; zero is plain text (there
 * is nothing to open). The name starts with the text shown, as speech input and axe expect.
 */
export function CountLink({ value, to, label }: CountLinkProps) {
  if (value === 0) return <span>0</span>;
  return (
    <Link
      to={to}
      aria-label={`${formatCompactNumber(value)} ${label}`}
      title={formatNumber(value)}
      style={DRILL_LINK_STYLE}
    >
      {formatCompactNumber(value)}
    </Link>
  );
}
