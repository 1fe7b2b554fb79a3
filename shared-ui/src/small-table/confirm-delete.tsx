import type { ConfirmActionProps } from './confirm-action';
import { ConfirmAction } from './confirm-action';

/** Props of {@link ConfirmDelete}. */
export type ConfirmDeleteProps = Omit<ConfirmActionProps, 'ask' | 'lazy'>;

/** A delete (remove, revoke) asked for by its button and done only once confirmed in a popover: a {@link ConfirmAction}. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  return <ConfirmAction {...props} />;
}
