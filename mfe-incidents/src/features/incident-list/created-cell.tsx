import { Tooltip } from 'shared-ui';
import { formatRelativeTime } from 'shared-contracts';

/** The exact local time of an ISO moment, such as 'Nov 21, 2026, 06:30:59 AM'. */
export function formatExactTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** A moment as relative time ('3 hours ago'), with the exact time in a tooltip and in the time element. */
export function CreatedCell({ created }: { created: string }) {
  const exact = formatExactTime(created);
  return (
    <Tooltip title={exact}>
      <time dateTime={created} aria-label={exact}>
        {formatRelativeTime(created)}
      </time>
    </Tooltip>
  );
}
