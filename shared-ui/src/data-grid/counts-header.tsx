import { Skeleton, Tooltip, Typography } from 'antd';
import { formatCount } from 'shared-contracts';
import type { ListCounts } from 'shared-contracts';
import { describeError } from './describe-error';

/** Props of the counts header. */
export interface CountsHeaderProps {
  /** Total and filtered counts, once loaded. */
  counts: ListCounts | undefined;
  /** Plural noun, such as 'incidents'. */
  noun: string;
  /** The count call is in flight with nothing to show. */
  isLoading?: boolean;
  /** The count call failed. */
  error?: unknown;
  /** Counts at or above this are compact (1.2M); 100,000 by default. */
  compactFrom?: number;
}

/** "N of M incidents": the filtered and total counts, en-US, compact when large, '~' when the API says approximate. */
export function CountsHeader({ counts, noun, isLoading = false, error, compactFrom }: CountsHeaderProps) {
  if (error && !counts) {
    return (
      <Typography.Text type="secondary" title={describeError(error)}>
        Counts unavailable
      </Typography.Text>
    );
  }
  if (!counts) {
    return isLoading ? (
      <span role="status" aria-label={`Counting ${noun}`}>
        <Skeleton.Input active size="small" />
      </span>
    ) : null;
  }
  const filtered = formatCount(counts.filtered, compactFrom);
  const total = formatCount(counts.total, compactFrom);
  const approximate = counts.approximate ? 'about ' : '';
  const label = `${approximate}${filtered.exact} of ${total.exact} ${noun}`;
  return (
    <Typography.Text
      className="console-counts-header"
      aria-label={label}
      style={{ whiteSpace: 'nowrap' }}
      data-approximate={counts.approximate || undefined}
    >
      <Tooltip title={counts.approximate ? `At least ${filtered.exact}: counting stopped at a cap` : filtered.exact}>
        <strong>{`${counts.approximate ? '~' : ''}${filtered.text}`}</strong>
      </Tooltip>
      {' of '}
      <Tooltip title={total.exact}>
        <span>{total.text}</span>
      </Tooltip>
      {` ${noun}`}
    </Typography.Text>
  );
}
