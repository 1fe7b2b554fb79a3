import { DASHBOARD_TOP, labelOf } from 'shared-contracts';
import { Typography } from 'shared-ui';
import type { Series } from './series';

const verdict = (value: 'ALLOW' | 'BLOCK' | 'CHALLENGE' | 'educate') => labelOf('verdict', value);
const top = `the top ${DASHBOARD_TOP}`;

/**
 * What each widget counts, in one line under it: the widgets' totals differ (events with a hit, all events, events of
 * some verdicts, incidents, devices), and side by side they would otherwise seem to disagree.
 */
export const WIDGET_CAPTIONS = {
  sensitiveDataEgress: 'Events in the period with sensitive data found, all verdicts: a part of the outbound events',
  outboundDataDistribution: 'All events in the period, all verdicts, sensitive data found or not',
  frequentPolicyViolators: `Events ${verdict('CHALLENGE')}, ${verdict('educate')} or ${verdict('BLOCK')} by user, ${top}`,
  mostEnforcedPolicies: `Events each policy decided, all verdicts, ${top}`,
  unauthorizedServices: `Events to online services, all verdicts but ${verdict('ALLOW')}, ${top}`,
  protectedDevices: "Devices seen since the period's start, as they report now",
  aggregatedIncidents: 'Incidents raised in the period',
  topAiServices: `Events to AI services, all verdicts, ${top}`,
  incidentSla: 'Incidents raised in the period, by week; breached: missed a target, or open past one',
} as const;

/** One widget's caption: what it counts (WIDGET_CAPTIONS). */
export function WidgetCaption({ children }: { children: string }) {
  return (
    <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 12 }}>
      {children}
    </Typography.Paragraph>
  );
}

/** The legend of a ranking widget's bars: each segment's colour and what it counts. */
export function BarLegend({
  label,
  series,
}: {
  label: string;
  series: readonly Pick<Series, 'key' | 'label' | 'color'>[];
}) {
  return (
    <ul
      aria-label={label}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: '8px 0 0', padding: 0, listStyle: 'none' }}
    >
      {series.map((item) => (
        <li key={item.key} style={{ display: 'inline-flex', alignItems: 'center', fontSize: 12 }}>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              marginRight: 6,
              borderRadius: 2,
              background: item.color,
            }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
