import { DASHBOARD_DRILL_DOWN, formatCompactNumber } from 'shared-contracts';
import type { SensitiveDataEgress } from 'shared-contracts';
import { Typography } from 'shared-ui';
import { egressGridLink, spanOfDay, spanOfRange } from '../../common/grid-links';
import { VERDICT_SERIES, dailyData, seriesPresent, seriesTotals, shortDay } from '../../common/series';
import { SeriesTotals } from '../../common/series-totals';
import { StackedChartView } from '../../common/stacked-chart-view';
import { WIDGET_CAPTIONS, WidgetCaption } from '../../common/widget-caption';
import { WidgetCard } from '../../common/widget-card';
import { useSensitiveDataEgress } from './api/get-sensitive-data-egress';

// One segment per day and verdict.
function egressDays(answer: SensitiveDataEgress) {
  return dailyData(
    answer.days.map((row) => ({ day: row.day, series: row.verdict, value: row.events })),
    VERDICT_SERIES,
  );
}

/**
 * Sensitive data egress: events in which data types were found, by day and verdict as stacked columns. A column
 * segment opens the egress grid on that day and verdict; a verdict's total opens it over the whole period.
 */
export function SensitiveDataEgressWidget() {
  const state = useSensitiveDataEgress();
  return (
    <WidgetCard
      title="Sensitive data egress"
      wide
      state={state}
      isEmpty={(answer) => answer.total === 0}
      emptyTitle="No sensitive data left the organisation in this period"
      summary={(answer) => <Typography.Text strong>{`${formatCompactNumber(answer.total)} events`}</Typography.Text>}
    >
      {(answer, range) => {
        const data = egressDays(answer);
        const series = seriesPresent(VERDICT_SERIES, data);
        return (
          <>
            <StackedChartView
              description={`Events with sensitive data by day and verdict, ${formatCompactNumber(answer.total)} in all`}
              orientation="column"
              data={data}
              series={series}
              categoryLabel={shortDay}
              unit="event"
              linkOf={(datum) =>
                egressGridLink(spanOfDay(datum.category, range), DASHBOARD_DRILL_DOWN.sensitiveDataEgress(datum.series))
              }
            />
            <SeriesTotals
              label="Sensitive data events by verdict"
              totals={seriesTotals(series, data)}
              linkOf={(verdict) =>
                egressGridLink(spanOfRange(range), DASHBOARD_DRILL_DOWN.sensitiveDataEgress(verdict))
              }
            />
            <WidgetCaption>{WIDGET_CAPTIONS.sensitiveDataEgress}</WidgetCaption>
          </>
        );
      }}
    </WidgetCard>
  );
}
