import { formatExactTime, formatNumber } from 'shared-contracts';
import type { AuditChainBreak } from 'shared-contracts';
import { Button, useApiQuery } from 'shared-ui';

const BREAKS: Readonly<Record<AuditChainBreak, string>> = {
  'content-changed': 'its content was changed',
  'link-changed': 'its link to the entry before it was changed',
  'entry-missing': 'it was deleted',
  'head-mismatch': 'the log was cut or rewritten after it',
};

// Green-8: #389E0D on the page's grey reads at 3.2:1, under WCAG AA.
const OK = '#237804';
const ALTERED = '#CF1322';

/** Props of ChainStatus. */
export interface ChainStatusProps {
  /** A narrow bar: "Verified" without its time, which stays in the tooltip. */
  compact?: boolean;
}

/**
 * Whether the tenant's audit log is the one that was written: GET /audit-logs/verify recomputes its hash chain. Shows
 * "Verified" with the time and the entries covered, or the first entry that was altered and how; checked on entry
 * and again on demand.
 */
export function ChainStatus({ compact = false }: ChainStatusProps) {
  const check = useApiQuery('/audit-logs/verify', {}, { revalidateOnFocus: false, shouldRetryOnError: false });
  const result = check.data;
  let text = 'Verifying the audit log…';
  let title: string | undefined;
  let color: string | undefined;
  if (check.isValidating) color = undefined;
  else if (result?.intact) {
    text = `Verified ${formatExactTime(result.verifiedAt, { zone: true })}: ${formatNumber(result.entries)} entries, none altered`;
    if (compact) {
      title = text;
      text = `Verified ${formatNumber(result.entries)} entries, none altered`;
    }
    color = OK;
  } else if (result?.firstBroken) {
    text = `Altered: entry ${formatNumber(result.firstBroken.seq)} of the audit log does not verify (${BREAKS[result.firstBroken.reason]})`;
    color = ALTERED;
  } else if (check.error) text = 'The audit log could not be verified; try again';
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32, whiteSpace: 'nowrap' }}>
      <span role="status" aria-live="polite" title={title} style={{ color, fontWeight: color ? 500 : undefined }}>
        {text}
      </span>
      <Button variant="link" size="sm" disabled={check.isValidating} onClick={() => void check.mutate()}>
        Verify again
      </Button>
    </div>
  );
}
