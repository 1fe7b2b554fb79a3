import { formatExactTime, formatRelativeTime } from 'shared-contracts';

/**
 * A moment as relative time ('3 hours ago') with the exact time on hover (the native title) and for assistive
 * technology. A plain element: a tooltip component per row of a long grid costs frames as it scrolls.
 */
export function RelativeTime({ time }: { time: string }) {
  const exact = formatExactTime(time);
  return (
    <time dateTime={time} aria-label={exact} title={exact}>
      {formatRelativeTime(time)}
    </time>
  );
}
