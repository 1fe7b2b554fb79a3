const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of a route, from its method and path alone (so registering routes in another order changes
 * nothing): `GET /incidents/:id/comments` gives `getIncidentsByIdComments`, and the trailing-slash twin of a path
 * (`PATCH /policies/:id/`, which SPEC §7 names) ends in `TrailingSlash`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/:(\w+)(\([^)]*\))?/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  if (url.length > 1 && url.endsWith('/')) words.push('trailing', 'slash');
  return method.toLowerCase() + words.map(capitalised).join('');
}
