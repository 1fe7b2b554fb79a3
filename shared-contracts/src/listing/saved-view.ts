// A grid's view (filters, sort, search: its URL parameters) as a saved filter's query, and back (PUT /filters/{filterID}).

/** URL parameters that open something over a grid rather than shape its rows: never saved with a view. */
export const TRANSIENT_VIEW_PARAMS: readonly string[] = ['event', 'created', 'policyType', 'nextToken', 'cutoff'];

/** The query a view saves: each URL parameter of the grid with all its values, transient ones left out. */
export function viewQueryOf(search: string): Record<string, string[]> {
  const params = new URLSearchParams(search);
  const query: Record<string, string[]> = {};
  params.forEach((value, name) => {
    if (!TRANSIENT_VIEW_PARAMS.includes(name)) query[name] = [...(query[name] ?? []), value];
  });
  return query;
}

/** The search string that reopens a saved view. */
export function viewSearchOf(query: Readonly<Record<string, readonly string[]>>): string {
  const params = new URLSearchParams();
  for (const [name, values] of Object.entries(query)) for (const value of values) params.append(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A saved filter's id from its name (PUT /filters/{filterID} takes letters, digits, '-' and '_'): same name, same id. */
export function savedViewId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'view';
}
