import { Tooltip } from 'shared-ui';
import { formatExactTime, formatRelativeTime } from 'shared-contracts';

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
