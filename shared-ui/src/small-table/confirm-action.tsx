import { Popconfirm } from 'antd';
import { cloneElement, useState } from 'react';
import type { MouseEvent, ReactElement, ReactNode } from 'react';

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /** The question, naming what changes, such as `Switch off the agent of ACME-WIN-0001?`. */
  title: string;
  /** What else goes with it, such as what the device stops doing. */
  description?: ReactNode;
  /** The confirming button's text (antd's OK when absent). */
  okText?: string;
  /** The confirming button is red (true unless told). */
  danger?: boolean;
  /** Nothing is asked and nothing is done (a button that cannot act). */
  disabled?: boolean;
  /**
   * Whether this click must be confirmed (true unless told). False lets the child's own click act at once: the way
   * back to protection (switching an agent on, resuming a report) is not asked for.
   */
  ask?: boolean;
  /**
   * Mount the popover on the first click only (false unless told): a popover per row of a long grid costs frames
   * while it scrolls.
   */
  lazy?: boolean;
  /** The action, done only once confirmed; a promise answered keeps the OK button loading until it settles. */
  onConfirm: () => unknown;
  /** The button (or switch) asking for it; it must hand its DOM node to a ref, which the popover aligns to. */
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
}

/**
 * The console's one rule for protective actions (README, "Protective actions"): whatever switches a protection off,
 * removes access or deletes asks first in a popover that names what changes, and acts only on OK; Cancel changes
 * nothing. Switching a protection back on is not asked for (`ask={false}`).
 */
export function ConfirmAction({
  title,
  description,
  okText,
  danger = true,
  disabled = false,
  ask = true,
  lazy = false,
  onConfirm,
  children,
}: ConfirmActionProps) {
  const [mounted, setMounted] = useState(!lazy);
  const [open, setOpen] = useState(false);
  const asks = ask && !disabled;
  if (!mounted) {
    const childClick = children.props.onClick;
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        childClick?.(event);
        if (!asks) return;
        setMounted(true);
        setOpen(true);
      },
    });
  }
  return (
    <Popconfirm
      open={open && asks}
      onOpenChange={(next) => setOpen(next && asks)}
      title={title}
      description={description}
      {...(okText !== undefined && { okText })}
      {...(danger && { okButtonProps: { danger: true } })}
      disabled={!asks}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
