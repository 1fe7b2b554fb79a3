import { DASHBOARD_DRILL_DOWN } from 'shared-contracts';
import type { UnauthorizedServices } from 'shared-contracts';
import type { TableColumn } from 'shared-ui';
import { Link } from 'shared-ui/core';
import { CountLink } from '../../common/count-link';
import type { DashboardRange } from '../../common/dashboard-period';
import { egressGridLink, spanOfRange } from '../../common/grid-links';
import { RankBar } from '../../common/rank-bar';
import { VERDICT_SERIES } from '../../common/series';
import { RankingTable } from '../../common/ranking-table';
import { WIDGET_CAPTIONS, WidgetCaption } from '../../common/widget-caption';
import { WidgetCard } from '../../common/widget-card';
import { useUnauthorizedServices } from './api/get-unauthorized-services';

type Service = UnauthorizedServices['services'][number];

const BLOCKED_COLOR = VERDICT_SERIES.find((series) => series.key === 'BLOCK')!.color;
const OTHER_COLOR = VERDICT_SERIES.find((series) => series.key === 'NOT_COVERED')!.color;

function columns(range: DashboardRange, max: number): TableColumn<Service>[] {
  const span = spanOfRange(range);
  const unauthorized = (row: Service) =>
    egressGridLink(span, DASHBOARD_DRILL_DOWN.unauthorizedService(row.destination, row.destinationType));
  return [
    {
      key: 'destination',
      title: 'Service',
      render: (_: unknown, row: Service) => <Link to={unauthorized(row)}>{row.destination}</Link>,
    },
    { key: 'destinationType', title: 'Type', dataIndex: 'destinationType' },
    {
      key: 'events',
      title: 'Events',
      align: 'right',
      width: '35%',
      render: (_: unknown, row: Service) => (
        <RankBar
          max={max}
          to={unauthorized(row)}
          segments={[
            { key: 'blocked', value: row.blocked, color: BLOCKED_COLOR },
            { key: 'other', value: row.events - row.blocked, color: OTHER_COLOR },
          ]}
        >
          <CountLink value={row.events} to={unauthorized(row)} label={`events to ${row.destination}`} />
        </RankBar>
      ),
    },
    {
      key: 'blocked',
      title: 'Protected',
      align: 'right',
      render: (_: unknown, row: Service) => (
        <CountLink
          value={row.blocked}
          to={egressGridLink(
            span,
            DASHBOARD_DRILL_DOWN.protectedUnauthorizedService(row.destination, row.destinationType),
          )}
          label={`protected events to ${row.destination}`}
        />
      ),
    },
  ];
}

/**
 * Unauthorized services: online services that received events no policy allowed (not covered, monitored, educated or
 * protected), most first. A service opens the egress grid on those events; Protected on the blocked ones.
 */
export function UnauthorizedServicesWidget() {
  const state = useUnauthorizedServices();
  return (
    <WidgetCard
      title="Unauthorized services"
      state={state}
      isEmpty={(answer) => answer.services.length === 0}
      emptyTitle="No unauthorized service was used in this period"
    >
      {(answer, range) => (
        <>
          <RankingTable<Service>
            label="Unauthorized services"
            rows={answer.services}
            rowKey={(row) => `${row.destination}\u0000${row.destinationType}`}
            measure={(row) => row.events}
            columns={(max) => columns(range, max)}
          />
          <WidgetCaption>{WIDGET_CAPTIONS.unauthorizedServices}</WidgetCaption>
        </>
      )}
    </WidgetCard>
  );
}
