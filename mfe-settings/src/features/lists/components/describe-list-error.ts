import { ApiError } from 'shared-ui';

/** What the drawer says about a failed save or delete, chosen by the failure's kind. */
export interface ListProblem {
  /** One sentence. */
  message: string;
  /** Items, fields or policies the failure names. */
  details: string[];
  /** The list changed meanwhile: it is reloaded. */
  stale: boolean;
}

/** How the drawer tells a stale save or delete (412), which the kit's write (useWrite) reloads. */
export function staleListWords(action: 'save' | 'delete'): string {
  return (
    'Someone else changed this list while you were editing it. It has been reloaded with their changes; your ' +
    `unsaved changes are kept: check them and ${action} again.`
  );
}

/** Sorts a failure into what a person can act on: in use or name taken (409), refused input (400), gone (404). */
export function describeListError(error: unknown, action: 'save' | 'delete' | 'load'): ListProblem {
  const done = { save: 'saved', delete: 'deleted', load: 'loaded' }[action];
  if (!(error instanceof ApiError))
    return {
      message: `The list could not be ${done}. Check your connection and try again.`,
      details: [],
      stale: false,
    };
  if (error.status === 409 && action === 'delete')
    return {
      message: 'This list cannot be deleted: policies use it. Remove it from these policies first.',
      details: error.errors.map((entry) => entry.message),
      stale: false,
    };
  if (error.status === 400 || error.status === 409)
    return {
      message: error.detail ?? error.title,
      details: error.errors.map((entry) => (entry.field ? `${entry.field}: ${entry.message}` : entry.message)),
      stale: false,
    };
  if (error.status === 404) return { message: 'This list no longer exists.', details: [], stale: false };
  return { message: `The list could not be ${done}: ${error.detail ?? error.title}`, details: [], stale: false };
}
