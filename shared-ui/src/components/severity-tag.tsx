import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { labelOf } from 'shared-contracts';
import type { Severity } from 'shared-contracts';
import { severityTokens } from '../theme';

/** Props of a severity tag. */
export interface SeverityTagProps {
  /** The severity to show. */
  severity: Severity;
  /** Label; the severity's label (VALUE_LABELS) when absent. */
  children?: ReactNode;
}

/** A tag in the severity's colour: red high, orange medium, yellow low, green resolved. */
export function SeverityTag({ severity, children }: SeverityTagProps) {
  const token = severityTokens[severity];
  return (
    <Tag
      data-severity={severity}
      style={{ backgroundColor: token.background, color: token.text, borderColor: token.border, fontWeight: 500 }}
    >
      {children ?? labelOf('severity', severity)}
    </Tag>
  );
}
