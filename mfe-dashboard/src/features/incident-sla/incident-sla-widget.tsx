import { formatCompactNumber, formatNumber, formatShortDate } from 'shared-contracts';
import type { IncidentSla } from 'shared-contracts';
import { DisplayTable, Flex, Typography } from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { Link } from 'shared-ui/core';
import { CountLink, DRILL_LINK_STYLE } from '../../common/count-link';
import { incidentsGridLink, spanOfRange, spanOfWeek } from '../../common/grid-links';
import type { DashboardRange } from '../../common/dashboard-period';
import { WIDGET_CAPTIONS, WidgetCaption } from '../../common/widget-caption';
import { WidgetCard } from '../../common/widget-card';
import { useIncidentSla } from './api/get-incident-sla';

type Week = IncidentSla['weeks'][number];

/** Minutes as people read them: '45 min', '3.5 h', '2.1 days'; '–' when there is no figure. */
export function durationText(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${formatNumber(Math.round(minutes))} min`;
  if (minutes < 48 * 60) return `${formatNumber(minutes / 60, 1)} h`;
  return `${formatNumber(minutes / 1440, 1)} days`;
}

/** A share (0 to 1) as a percentage: '12%', '0.5%'; '–' when nothing was raised. */
export function rateText(rate: number | null): string {
  if (rate === null) return '–';
  return `${formatNumber(rate * 100, rate < 0.1 ? 1 : 0)}%`;
}

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
 * and to resolve (MTTR), and the breach rate; a week's count opens the incidents grid on that week, and the summary's
 * open-and-breached link opens it filtered to SLA Breached over the period.
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
          <Flex gap={24} wrap>
            <Typography.Text>{`MTTA ${durationText(answer.total.mttaMinutes)}`}</Typography.Text>
            <Typography.Text>{`MTTR ${durationText(answer.total.mttrMinutes)}`}</Typography.Text>
            <Typography.Text>
              {`${formatCompactNumber(answer.total.breached)} of ${formatCompactNumber(answer.total.raised)} breached: `}
              <Link to={incidentsGridLink(spanOfRange(range), { sla: ['breached'] })} style={DRILL_LINK_STYLE}>
                open ones past their target
              </Link>
            </Typography.Text>
          </Flex>
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
