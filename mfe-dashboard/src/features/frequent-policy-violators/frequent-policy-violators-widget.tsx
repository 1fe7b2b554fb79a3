import { DASHBOARD_DRILL_DOWN } from 'shared-contracts';
import type { FrequentPolicyViolators } from 'shared-contracts';
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
import { useFrequentPolicyViolators } from './api/get-frequent-policy-violators';

type Violator = FrequentPolicyViolators['violators'][number];

const BLOCKED_COLOR = VERDICT_SERIES.find((series) => series.key === 'BLOCK')!.color;
const OTHER_COLOR = VERDICT_SERIES.find((series) => series.key === 'CHALLENGE')!.color;

function columns(range: DashboardRange, max: number): TableColumn<Violator>[] {
  const span = spanOfRange(range);
  const violations = (username: string) => egressGridLink(span, DASHBOARD_DRILL_DOWN.violations(username));
  return [
    {
      key: 'username',
      title: 'User',
      render: (_: unknown, row: Violator) => <Link to={violations(row.username)}>{row.username}</Link>,
    },
    {
      key: 'violations',
      title: 'Violations',
      align: 'right',
      width: '45%',
      render: (_: unknown, row: Violator) => (
        <RankBar
          max={max}
          to={violations(row.username)}
          segments={[
            { key: 'blocked', value: row.blocked, color: BLOCKED_COLOR },
            { key: 'other', value: row.violations - row.blocked, color: OTHER_COLOR },
          ]}
        >
          <CountLink value={row.violations} to={violations(row.username)} label={`violations of ${row.username}`} />
        </RankBar>
      ),
    },
    {
      key: 'blocked',
      title: 'Protected',
      align: 'right',
      render: (_: unknown, row: Violator) => (
        <CountLink
          value={row.blocked}
          to={egressGridLink(span, DASHBOARD_DRILL_DOWN.protectedViolations(row.username))}
          label={`protected events of ${row.username}`}
        />
      ),
    },
  ];
}

/**
 * Frequent policy violators: the users whose events policies blocked, monitored or educated most, each bar split into
 * protected (blocked) and the rest. A user opens the egress grid on their violations; Protected on the blocked ones.
 */
export function FrequentPolicyViolatorsWidget() {
  const state = useFrequentPolicyViolators();
  return (
    <WidgetCard
      title="Frequent policy violators"
      state={state}
      isEmpty={(answer) => answer.violators.length === 0}
      emptyTitle="No policy violations in this period"
    >
      {(answer, range) => (
        <>
          <RankingTable<Violator>
            label="Frequent policy violators"
            rows={answer.violators}
            rowKey={(row) => row.username}
            measure={(row) => row.violations}
            columns={(max) => columns(range, max)}
          />
          <WidgetCaption>{WIDGET_CAPTIONS.frequentPolicyViolators}</WidgetCaption>
        </>
      )}
    </WidgetCard>
  );
}
