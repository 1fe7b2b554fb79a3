import { Popconfirm } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/** Props of {@link ConfirmDelete}. */
export interface ConfirmDeleteProps {
  /** The question, such as `Delete the list "Blocked"?`. */
  title: string;
  /** What else goes with it. */
  description?: ReactNode;
  /** The confirming button's text (antd's OK when absent). */
  okText?: string;
  /** The confirming button is red (true unless told). */
  danger?: boolean;
  disabled?: boolean;
  onConfirm: () => unknown;
  /** The button asking for it. */
  children: ReactElement;
}

/** A delete (remove, revoke) asked for by its button and done only once confirmed in a popover. */
export function ConfirmDelete({
  title,
  description,
  okText,
  danger = true,
  disabled,
  onConfirm,
  children,
}: ConfirmDeleteProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      {...(okText !== undefined && { okText })}
      {...(danger && { okButtonProps: { danger: true } })}
      disabled={disabled}
      // A promise answered keeps the OK button loading until it settles.
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
