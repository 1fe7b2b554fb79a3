import { labelOf, whereItWent } from 'shared-contracts';
import type { SummaryFacts } from './summary-facts';
import { relatedCountsText } from './summary-facts';

/** Name recorded as the model of built-in summaries. */
export const BUILT_IN_MODEL = 'console-built-in-summariser-1';

/** A summary and its recommendations. */
export interface SummaryText {
  summary: string;
  recommendations: string[];
}

/**
 * Writes the summary from the incident's own facts only, deterministically (no AI involved); the text says so.
 */
export function builtInSummary(facts: SummaryFacts): SummaryText {
  const { incident, counts } = facts;
  const data = incident.dataTypes.length > 0 ? incident.dataTypes.join(', ') : incident.contentCategory;
  const label = incident.mipLabel ? ` labelled "${incident.mipLabel}"` : '';
  const summary = [
    `Built-in summary (written from the incident's recorded facts, no AI model).`,
    `${incident.username} on ${incident.hostname} sent ${data}${label} to ${whereItWent(incident)}.`,
    // The verdict in the console's words (SPEC §4: CHALLENGE is Monitored, BLOCK Protected), as the grid shows it.
    `The transfer matched the policy "${incident.policyName}": verdict ${labelOf('verdict', incident.policyVerdict)}, severity ${labelOf('severity', incident.severity)}, status ${labelOf('incidentStatus', incident.status)}.`,
    relatedCountsText(counts),
  ].join(' ');
  const recommendations: string[] = [];
  if (incident.assignedTo === null) recommendations.push('Assign the incident to an analyst.');
  if (incident.policyVerdict !== 'BLOCK' && incident.severity === 'high')
    recommendations.push('Consider blocking this destination for this data type.');
  if (counts.user.recent >= 2)
    recommendations.push(`Review ${incident.username}'s recent transfers together: the pattern repeats.`);
  recommendations.push('Confirm the business need with the user.');
  if (incident.exceptionRequestStatus === 'Pending') recommendations.push('Decide the pending exception request.');
  return { summary, recommendations };
}
