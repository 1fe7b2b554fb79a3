/** One formatter for every call: `toLocaleString` with options builds a new one each time (costly in a long grid). */
let formatter: Intl.DateTimeFormat | undefined;

/** The exact local time of an ISO moment, such as 'Nov 21, 2026, 06:30:59 AM'; an unparseable one is shown as given. */
export function formatExactTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  formatter ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return formatter.format(date);
}
