import {
  Alert,
  LoadError,
  LoadingSkeleton,
  Space,
  Typography,
  ApiError,
  RelatedLinks,
  SeverityTag,
  Time,
} from 'shared-ui';
import type { ReactNode } from 'react';
import type { ExtendedIncident } from 'shared-contracts';
import type { IncidentRef } from '../../common/incident-keys';
import { statusLabel } from '../../common/incident-labels';
import { useIncidentTriage } from './use-incident-triage';
import { IncidentFacts } from './incident-facts';
import { IncidentTriage } from './incident-triage';

/** Props of the incident detail. */
export interface IncidentDetailProps {
  /** The incident's id and creation time. */
  incidentRef: IncidentRef;
  /** Its policy type. */
  policyType: string;
  /** More sections (comments, AI summary) given the loaded incident. */
  children?: (incident: ExtendedIncident) => ReactNode;
}

/** One incident's extended form: title, severity, triage controls and the event behind it. */
export function IncidentDetail({ incidentRef, policyType, children }: IncidentDetailProps) {
  const { incident, saving, save, saveExceptionStatus } = useIncidentTriage(incidentRef, policyType);
  // The kit's states: an error with Retry (a missing incident says so instead), a skeleton while loading, the content.
  if (incident.error && !incident.data) {
    const notFound =
      incident.error instanceof ApiError && (incident.error.status === 404 || incident.error.status === 400);
    if (notFound) return <Alert type="error" showIcon title="Content not found. Please verify your request." />;
    return (
      <LoadError
        title="The incident could not be loaded"
        error={incident.error}
        onRetry={() => void incident.mutate()}
      />
    );
  }
  const data = incident.data;
  if (!data) return <LoadingSkeleton label="Loading incident" rows={8} />;
  return (
    <article aria-label="Incident" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <header>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {data.title}
        </Typography.Title>
        <Space wrap size={12}>
          <SeverityTag severity={data.severity} />
          <span>{statusLabel(data.status)}</span>
          <span>
            Raised <Time value={data.created} zone />
          </span>
          {data.exceptionRequestType ? <span>{`Exception requested: ${data.exceptionRequestType}`}</span> : null}
        </Space>
      </header>
      <IncidentTriage incident={data} saving={saving} onSave={save} onExceptionStatus={saveExceptionStatus} />
      <IncidentFacts incident={data} />
      <RelatedLinks grid="incidents" values={{ user: data.username, host: data.hostname }} />
      {children?.(data)}
    </article>
  );
}
