/** Why a remote could not be mounted, in a sentence an administrator can act on. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    /** Short reason shown on the unavailable screen. */
    readonly reason: string,
    /** The underlying error, for the console log. */
    override readonly cause?: unknown,
    /** What an administrator needs to act on, shown to administrators only (the versions of a refused remote). */
    readonly detail?: string,
  ) {
    super(reason);
  }
}

/** Turns a federation failure into the reason the unavailable screen shows. */
export function describeLoadFailure(error: unknown): string {
  if (error instanceof RemoteLoadError) return error.reason;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/abort|timed? ?out/i.test(message)) return 'Its server did not answer in time.';
  if (/manifest|fetch|json/i.test(message)) return 'Its manifest could not be loaded.';
  if (/script|chunk|network/i.test(message)) return 'Its code could not be loaded.';
  return 'It failed to load.';
}
