import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { BRAND_COLOR, SEVERITY_COLORS } from 'shared-contracts';

/** What a status means at a glance: good, needs a look, bad, in progress, or nothing to say. */
export type StatusTone = 'success' | 'warning' | 'error' | 'processing' | 'default';

const dot = (background: string): CSSProperties => ({
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  flex: 'none',
  background,
});

/**
 * The dot of each tone in the theme's status colours (consoleTheme): success resolved green, warning medium orange,
 * error high red, processing the brand purple. One style object per tone: a long grid renders thousands of labels.
 */
const DOT_STYLES: Readonly<Record<StatusTone, CSSProperties>> = {
  success: dot(SEVERITY_COLORS.resolved),
  warning: dot(SEVERITY_COLORS.medium),
  error: dot(SEVERITY_COLORS.high),
  processing: dot(BRAND_COLOR),
  default: dot('#8C8C8C'),
};

const LABEL_STYLE: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' };

/** Props of a status label (data attributes pass through, for tests and styling). */
export interface StatusLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'style'> {
  tone: StatusTone;
  children: ReactNode;
}

/**
 * A status as a coloured dot and its text: the light form of a status tag for dense, long grids. Plain elements with
 * fixed inline styles, so a row that scrolls in mounts no styled component (antd's Tag registers its styles per
 * instance, which costs frames in a 1,000-row grid).
 */
export function StatusLabel({ tone, children, ...rest }: StatusLabelProps) {
  return (
    <span {...rest} style={LABEL_STYLE}>
      <span aria-hidden="true" style={DOT_STYLES[tone]} />
      {children}
    </span>
  );
}
