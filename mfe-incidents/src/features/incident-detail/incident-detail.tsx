import {
  Alert,
  Skeleton,
  Space,
  Typography,
  ApiError,
  Button,
  describeError,
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
  if (incident.error && !incident.data) {
    const notFound =
      incident.error instanceof ApiError && (incident.error.status === 404 || incident.error.status === 400);
    return (
      <Alert
        type="error"
        showIcon
        title={notFound ? 'Content not found. Please verify your request.' : 'The incident could not be loaded'}
        description={notFound ? undefined : describeError(incident.error)}
        action={
          notFound ? undefined : (
            <Button size="sm" onClick={() => void incident.mutate()}>
              Retry
            </Button>
          )
        }
      />
    );
  }
  const data = incident.data;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
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
