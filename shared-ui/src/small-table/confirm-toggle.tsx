import { cloneElement } from 'react';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { ConfirmAction } from './confirm-action';

/** Props of {@link ConfirmToggle}. */
export interface ConfirmToggleProps {
  /** Whether the protection is on now: the user enabled, the report running, the agent switched on. */
  on: boolean;
  /** Switches it: to false once confirmed, to true at once. */
  onChange: (next: boolean) => unknown;
  /** The question asked before switching off, naming the object: `Disable ada@acme.test?`. */
  title: string;
  /** What else switching off means, such as what the device stops doing. */
  description?: ReactNode;
  /** The confirming button's text: the action, such as `Disable`. */
  okText: string;
  /** Nothing is asked and nothing is done (a control that cannot act). */
  disabled?: boolean;
  /** Mount the popover on the first click only (in long grids). */
  lazy?: boolean;
  /** The control (a button or a switch); its own click runs first. It must hand its DOM node to a ref. */
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
}

/**
 * The console's one confirm-one-way toggle (README, "Protective actions"): switching a protection off asks first in
 * the kit's ConfirmAction, naming the object, and acts only on OK; switching it back on acts at once.
 */
export function ConfirmToggle({
  on,
  onChange,
  title,
  description,
  okText,
  disabled,
  lazy,
  children,
}: ConfirmToggleProps) {
  const childClick = children.props.onClick;
  const control = cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      childClick?.(event);
      if (!on && !disabled) void onChange(true);
    },
  });
  return (
    <ConfirmAction
      ask={on}
      disabled={disabled}
      lazy={lazy}
      title={title}
      description={description}
      okText={okText}
      onConfirm={() => onChange(false)}
    >
      {control}
    </ConfirmAction>
  );
}
