import { formatCompactNumber, formatNumber, formatShortDate } from 'shared-contracts';
import type { IncidentSla } from 'shared-contracts';
import { DisplayTable, Flex, Typography } from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { CountLink } from '../../common/count-link';
import { incidentsGridLink, spanOfWeek } from '../../common/grid-links';
import type { DashboardRange } from '../../common/dashboard-period';
import { WIDGET_CAPTIONS, WidgetCaption } from '../../common/widget-caption';
import { WidgetCard } from '../../common/widget-card';
import { useIncidentSla } from './api/get-incident-sla';

type Week = IncidentSla['weeks'][number];

/** Minutes as people read them: '45 min', '3.5 h'; '–' without a figure. */
export const durationText = (minutes: number | null) =>
  minutes === null ? '–' : minutes < 60 ? `${Math.round(minutes)} min` : `${formatNumber(minutes / 60, 1)} h`;

/** A share (0 to 1) as a whole percentage; '–' when nothing was raised. */
export const rateText = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

const weekLabel = (monday: string) => `Week of ${formatShortDate(`${monday}T00:00:00Z`, { timeZone: 'UTC' })}`;

function columns(range: DashboardRange): TableColumn<Week>[] {
  return [
    { key: 'week', title: 'Week', render: (_value, row) => weekLabel(row.week) },
    {
      key: 'raised',
      title: 'Raised',
      align: 'right',
      render: (_value, row) => (
        <CountLink
          value={row.raised}
          to={incidentsGridLink(spanOfWeek(row.week, range))}
          label={`incidents raised in the ${weekLabel(row.week).toLowerCase()}`}
        />
      ),
    },
    { key: 'mtta', title: 'MTTA', align: 'right', render: (_value, row) => durationText(row.mttaMinutes) },
    { key: 'mttr', title: 'MTTR', align: 'right', render: (_value, row) => durationText(row.mttrMinutes) },
    {
      key: 'breachRate',
      title: 'Breach rate',
      align: 'right',
      render: (_value, row) => `${rateText(row.breachRate)} (${formatNumber(row.breached)})`,
    },
  ];
}

/**
 * Incident SLA (issue 30 item 2): per week of the period, the incidents raised, the mean time to acknowledge (MTTA)
 * and to resolve (MTTR), and the breach rate; a week's count opens the incidents grid on that week.
 */
export function IncidentSlaWidget() {
  const state = useIncidentSla();
  return (
    <WidgetCard
      title="Incident SLA"
      wide
      state={state}
      isEmpty={(answer) => answer.total.raised === 0}
      emptyTitle="No incidents in this period"
      summary={(answer) => (
        <Typography.Text strong>{`Breach rate ${rateText(answer.total.breachRate)}`}</Typography.Text>
      )}
    >
      {(answer, range) => (
        <Flex vertical gap={12}>
          <Typography.Text>
            {`MTTA ${durationText(answer.total.mttaMinutes)} · MTTR ${durationText(answer.total.mttrMinutes)} · ${formatCompactNumber(answer.total.breached)} of ${formatCompactNumber(answer.total.raised)} breached`}
          </Typography.Text>
          <DisplayTable<Week>
            label="Incident SLA by week"
            rows={answer.weeks}
            rowKey="week"
            size="small"
            columns={columns(range)}
          />
          <WidgetCaption>{WIDGET_CAPTIONS.incidentSla}</WidgetCaption>
        </Flex>
      )}
    </WidgetCard>
  );
}
