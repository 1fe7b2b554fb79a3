import { Tooltip } from 'antd';
import { cloneElement, useId, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';

const WRAPPER_STYLE = { display: 'inline-flex' } as const;

/** Out of sight, still read by screen readers (the usual clip pattern). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Props of {@link HoverText}. */
export interface HoverTextProps {
  /** What the hover says. */
  title: ReactNode;
  /** What it is about: an element that takes hover events. */
  children: ReactElement;
}

/**
 * A hover text that mounts the tooltip on the first hover only: a tooltip per row of a 1,000-row grid costs frames
 * while it scrolls, and most rows are never hovered.
 */
export function HoverText({ title, children }: HoverTextProps) {
  const [used, setUsed] = useState(false);
  if (used)
    return (
      <Tooltip title={title} defaultOpen>
        {children}
      </Tooltip>
    );
  return (
    <span style={WRAPPER_STYLE} onMouseEnter={() => setUsed(true)} onFocus={() => setUsed(true)}>
      {children}
    </span>
  );
}

/** Props of {@link DisabledReason}. */
export interface DisabledReasonProps {
  /** Why the control cannot act, as a sentence: 'Not installed on ACME-WIN-0001: nothing to switch'. */
  reason: string;
  /** The control, already disabled. */
  children: ReactElement;
}

/**
 * The console's one way for a control that cannot act (README, "Protective actions"): shown, disabled, and saying
 * why on hover and to screen readers. A disabled button fires no hover events and takes no focus, so a wrapper
 * carries the hover text (mounted on the first hover). The reason is also a visually hidden text that the control
 * names with aria-describedby, for the screen readers that ignore aria-description.
 */
export function DisabledReason({ reason, children }: DisabledReasonProps) {
  const id = useId();
  const control = children as ReactElement<{ 'aria-describedby'?: string }>;
  const describedBy = [control.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <HoverText title={reason}>
      <span style={WRAPPER_STYLE} data-disabled-reason={reason} aria-description={reason}>
        {cloneElement(control, { 'aria-describedby': describedBy })}
        <span id={id} style={VISUALLY_HIDDEN}>
          {reason}
        </span>
      </span>
    </HoverText>
  );
}
