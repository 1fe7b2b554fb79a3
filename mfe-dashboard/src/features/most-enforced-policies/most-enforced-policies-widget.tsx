import { DASHBOARD_DRILL_DOWN, labelOf } from 'shared-contracts';
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
import { useMostEnforcedPolicies } from './api/get-most-enforced-policies';
import { policyVerdicts } from './policy-verdicts';
import type { EnforcedPolicy } from './policy-verdicts';

const colorOf = (verdict: string) => VERDICT_SERIES.find((series) => series.key === verdict)?.color ?? '#BFBFBF';

function columns(range: DashboardRange, max: number): TableColumn<EnforcedPolicy>[] {
  const span = spanOfRange(range);
  const verdictColumn = (verdict: 'BLOCK' | 'CHALLENGE' | 'educate') => {
    const title = labelOf('verdict', verdict);
    return {
      key: verdict,
      title,
      align: 'right' as const,
      render: (_: unknown, policy: EnforcedPolicy) => (
        <CountLink
          value={policyVerdicts(policy).find((item) => item.verdict === verdict)?.events ?? 0}
          to={egressGridLink(span, DASHBOARD_DRILL_DOWN.enforcedPolicy(policy.policyName, verdict))}
          label={`${title.toLowerCase()} events of ${policy.policyName}`}
        />
      ),
    };
  };
  return [
    {
      key: 'policyName',
      title: 'Policy',
      render: (_: unknown, policy: EnforcedPolicy) => (
        <Link to={egressGridLink(span, DASHBOARD_DRILL_DOWN.enforcedPolicy(policy.policyName))}>
          {policy.policyName}
        </Link>
      ),
    },
    {
      key: 'events',
      title: 'Events',
      align: 'right',
      width: '35%',
      render: (_: unknown, policy: EnforcedPolicy) => (
        <RankBar
          max={max}
          to={egressGridLink(span, DASHBOARD_DRILL_DOWN.enforcedPolicy(policy.policyName))}
          segments={policyVerdicts(policy).map((item) => ({
            key: item.verdict,
            value: item.events,
            color: colorOf(item.verdict),
          }))}
        >
          <CountLink
            value={policy.events}
            to={egressGridLink(span, DASHBOARD_DRILL_DOWN.enforcedPolicy(policy.policyName))}
            label={`events of ${policy.policyName}`}
          />
        </RankBar>
      ),
    },
    verdictColumn('BLOCK'),
    verdictColumn('CHALLENGE'),
    verdictColumn('educate'),
  ];
}

/**
 * Most enforced policies: the policies that decided the most events, split by verdict. A policy opens the egress grid
 * filtered to its events; a verdict's figure to its events of that verdict.
 */
export function MostEnforcedPoliciesWidget() {
  const state = useMostEnforcedPolicies();
  return (
    <WidgetCard
      title="Most enforced policies"
      state={state}
      isEmpty={(answer) => answer.policies.length === 0}
      emptyTitle="No policy decided an event in this period"
    >
      {(answer, range) => (
        <>
          <RankingTable<EnforcedPolicy>
            label="Most enforced policies"
            rows={answer.policies}
            rowKey={(policy) => policy.policyName}
            measure={(policy) => policy.events}
            columns={(max) => columns(range, max)}
          />
          <WidgetCaption>{WIDGET_CAPTIONS.mostEnforcedPolicies}</WidgetCaption>
        </>
      )}
    </WidgetCard>
  );
}
