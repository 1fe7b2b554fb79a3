import { labelOf, plural, whereItWent } from 'shared-contracts';
import type { SummaryFacts } from './summary-facts';
import { RELATED_WINDOW_DAYS } from './summary-facts';

/** Name recorded as the model of built-in summaries. */
export const BUILT_IN_MODEL = 'console-built-in-summariser-1';

/** A summary and its recommendations. */
export interface SummaryText {
  summary: string;
  recommendations: string[];
}

const VERDICT_TEXT: Readonly<Record<string, string>> = {
  BLOCK: 'was blocked',
  CHALLENGE: 'was allowed after the user was challenged',
  educate: 'was allowed and the user was shown guidance',
  ALLOW: 'was allowed',
};

/**
 * Writes the summary from the incident's own facts only, deterministically (no AI involved); the text says so.
 */
export function builtInSummary(facts: SummaryFacts): SummaryText {
  const { incident, related } = facts;
  const data = incident.dataTypes.length > 0 ? incident.dataTypes.join(', ') : incident.contentCategory;
  const label = incident.mipLabel ? ` labelled "${incident.mipLabel}"` : '';
  const verdict =
    VERDICT_TEXT[incident.policyVerdict] ?? `got the verdict ${labelOf('verdict', incident.policyVerdict)}`;
  const sameUser = related.filter((item) => item.sameUser).length;
  const sameHost = related.filter((item) => item.sameHost && !item.sameUser).length;
  const history =
    related.length === 0
      ? `No other incidents of this user or host in the previous ${RELATED_WINDOW_DAYS} days.`
      : `In the previous ${RELATED_WINDOW_DAYS} days: ${plural(sameUser, 'other incident')} of this user and ${sameHost} more on this host.`;
  const summary = [
    `Built-in summary (written from the incident's recorded facts, no AI model).`,
    `${incident.username} on ${incident.hostname} sent ${data}${label} to ${whereItWent(incident)}.`,
    `The transfer matched the policy "${incident.policyName}" and ${verdict}; severity ${labelOf('severity', incident.severity)}, status ${labelOf('incidentStatus', incident.status)}.`,
    history,
  ].join(' ');
  const recommendations: string[] = [];
  if (incident.assignedTo === null) recommendations.push('Assign the incident to an analyst.');
  if (incident.policyVerdict !== 'BLOCK' && incident.severity === 'high')
    recommendations.push('Consider blocking this destination for this data type.');
  if (sameUser >= 2)
    recommendations.push(`Review ${incident.username}'s recent transfers together: the pattern repeats.`);
  recommendations.push('Confirm the business need with the user.');
  if (incident.exceptionRequestStatus === 'Pending') recommendations.push('Decide the pending exception request.');
  return { summary, recommendations };
}
