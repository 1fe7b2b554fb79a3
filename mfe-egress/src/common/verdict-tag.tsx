import { Tag } from 'shared-ui';
import { labelOf } from 'shared-contracts';

const VERDICT_COLORS: Readonly<Record<string, string>> = { BLOCK: 'red', CHALLENGE: 'orange', NOT_COVERED: 'default' };

/** A verdict as the console names it (CHALLENGE is Monitored, BLOCK Protected). */
export function VerdictTag({ verdict }: { verdict: string }) {
  return <Tag color={VERDICT_COLORS[verdict] ?? 'blue'}>{labelOf('verdict', verdict)}</Tag>;
}
