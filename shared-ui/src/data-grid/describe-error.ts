import { ApiError } from '../shell';

/** A readable sentence for a failed call: the problem's detail (or title) and its field errors. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'The console could not reach the API. Check your connection and retry.';
    const fields = error.errors
      .map((item) => (item.field ? `${item.field}: ${item.message}` : item.message))
      .filter(Boolean)
      .join('; ');
    const main = error.detail ?? error.title;
    return fields ? `${main} (${fields})` : main;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}
