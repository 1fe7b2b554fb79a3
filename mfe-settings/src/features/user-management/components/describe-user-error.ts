import { ApiError } from 'shared-ui';

/** What the page says about a failed change, chosen by the failure's kind. */
export function describeUserError(error: unknown, action: string): string {
  if (!(error instanceof ApiError)) return `The user could not be ${action}. Check your connection and try again.`;
  if (error.status === 404) return 'This user is no longer a member of the tenant.';
  if (error.status === 409) return error.detail ?? 'This change conflicts with the tenant as it is now.';
  if (error.status === 400) {
    const fields = error.errors.map((entry) => entry.message).join('; ');
    return fields || error.detail || error.title;
  }
  if (error.status === 502) return error.detail ?? 'The identity provider refused the change.';
  return `The user could not be ${action}: ${error.detail ?? error.title}`;
}
