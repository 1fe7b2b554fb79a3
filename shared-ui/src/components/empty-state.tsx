import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { EmptyStateIllustration } from './empty-state-illustration';

/** Props of an empty state. */
export interface EmptyStateProps {
  /** What is empty, such as 'No incidents'. */
  title: string;
  /** Why it is empty or what to do next. */
  description?: ReactNode;
  /** An optional call to action, such as a Button. */
  action?: ReactNode;
  /** Replaces the default drawing. */
  illustration?: ReactNode;
}

const ROOT: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  padding: '32px 16px',
  textAlign: 'center',
};

/** A centred empty state: an illustration, a title, an optional description and action. */
export function EmptyState({ title, description, action, illustration }: EmptyStateProps) {
  return (
    <section className="console-empty-state" aria-label={title} style={ROOT}>
      {illustration ?? <EmptyStateIllustration />}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description ? (
        <Typography.Text type="secondary" style={{ maxWidth: 420 }}>
          {description}
        </Typography.Text>
      ) : null}
      {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
    </section>
  );
}
