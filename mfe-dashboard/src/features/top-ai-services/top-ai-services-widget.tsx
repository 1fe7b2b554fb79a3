import { DASHBOARD_DRILL_DOWN, formatCompactNumber } from 'shared-contracts';
import type { TopAiService } from 'shared-contracts';
import { Tag } from 'shared-ui';
import type { TableColumn } from 'shared-ui';
import { Link } from 'shared-ui/core';
import { CountLink } from '../../common/count-link';
import type { DashboardRange } from '../../common/dashboard-period';
import { egressGridLink, spanOfRange } from '../../common/grid-links';
import { RankBar } from '../../common/rank-bar';
import { VERDICT_SERIES } from '../../common/series';
import { RankingTable } from '../../common/ranking-table';
import { BarLegend, WIDGET_CAPTIONS, WidgetCaption } from '../../common/widget-caption';
import { WidgetCard } from '../../common/widget-card';
import { useTopAiServices } from './api/get-top-ai-services';

type AiService = TopAiService['services'][number];

const BLOCKED_COLOR = VERDICT_SERIES.find((series) => series.key === 'BLOCK')!.color;
const OTHER_COLOR = VERDICT_SERIES.find((series) => series.key === 'ALLOW')!.color;
/** The bars' segments, for the legend. */
const BAR_SERIES = [
  { key: 'blocked', label: VERDICT_SERIES.find((series) => series.key === 'BLOCK')!.label, color: BLOCKED_COLOR },
  { key: 'other', label: 'Other verdicts', color: OTHER_COLOR },
];

function columns(range: DashboardRange, max: number): TableColumn<AiService>[] {
  const span = spanOfRange(range);
  return [
    {
      key: 'destination',
      title: 'AI service',
      render: (_: unknown, row: AiService) => (
        <Link to={egressGridLink(span, DASHBOARD_DRILL_DOWN.aiService(row.destination))}>{row.destination}</Link>
      ),
    },
    {
      key: 'events',
      title: 'Events',
      align: 'right',
      width: '30%',
      render: (_: unknown, row: AiService) => (
        <RankBar
          max={max}
          to={egressGridLink(span, DASHBOARD_DRILL_DOWN.aiService(row.destination))}
          segments={[
            { key: 'blocked', value: row.blocked, color: BLOCKED_COLOR },
            { key: 'other', value: row.events - row.blocked, color: OTHER_COLOR },
          ]}
        >
          <CountLink
            value={row.events}
            to={egressGridLink(span, DASHBOARD_DRILL_DOWN.aiService(row.destination))}
            label={`events to ${row.destination}`}
          />
        </RankBar>
      ),
    },
    {
      key: 'blocked',
      title: 'Protected',
      align: 'right',
      render: (_: unknown, row: AiService) => (
        <CountLink
          value={row.blocked}
          to={egressGridLink(span, DASHBOARD_DRILL_DOWN.aiService(row.destination, { blocked: true }))}
          label={`protected events to ${row.destination}`}
        />
      ),
    },
    {
      key: 'dataTypes',
      title: 'Data types sent',
      render: (_: unknown, row: AiService) =>
        row.dataTypes.length === 0 ? (
          <span>None found</span>
        ) : (
          <ul aria-label={`Data types sent to ${row.destination}`} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {row.dataTypes.map((type) => (
              <li key={type.dataType} style={{ display: 'inline-block', marginBottom: 4 }}>
                <Link
                  to={egressGridLink(
                    span,
                    DASHBOARD_DRILL_DOWN.aiService(row.destination, { dataType: type.dataType }),
                  )}
                >
                  <Tag>{`${type.dataType} · ${formatCompactNumber(type.events)}`}</Tag>
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
  ];
}

/**
 * Top AI services: the AI services that received the most events, how many were protected (blocked), and the data
 * types sent most to each. A service opens the egress grid on its events; a data type on its events of that type.
 */
export function TopAiServicesWidget() {
  const state = useTopAiServices();
  return (
    <WidgetCard
      title="Top AI services"
      wide
      state={state}
      isEmpty={(answer) => answer.services.length === 0}
      emptyTitle="No events to AI services in this period"
    >
      {(answer, range) => (
        <>
          <RankingTable<AiService>
            label="Top AI services"
            rows={answer.services}
            rowKey={(row) => row.destination}
            measure={(row) => row.events}
            columns={(max) => columns(range, max)}
          />
          <BarLegend label="Legend of the events bars" series={BAR_SERIES} />
          <WidgetCaption>{WIDGET_CAPTIONS.topAiServices}</WidgetCaption>
        </>
      )}
    </WidgetCard>
  );
}
