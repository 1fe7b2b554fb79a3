import { DASHBOARD_DRILL_DOWN, formatCompactNumber } from 'shared-contracts';
import type { AggregatedIncidents } from 'shared-contracts';
import { Typography } from 'shared-ui';
import { incidentsGridLink, spanOfDay, spanOfRange } from '../../common/grid-links';
import { SEVERITY_SERIES, dailyData, seriesPresent, seriesTotals, shortDay } from '../../common/series';
import { SeriesTotals } from '../../common/series-totals';
import { StackedChartView } from '../../common/stacked-chart-view';
import { WIDGET_CAPTIONS, WidgetCaption } from '../../common/widget-caption';
import { WidgetCard } from '../../common/widget-card';
import { useAggregatedIncidents } from './api/get-aggregated-incidents';

// One segment per day and severity.
function incidentDays(answer: AggregatedIncidents) {
  return dailyData(
    answer.days.map((row) => ({ day: row.day, series: row.severity, value: row.incidents })),
    SEVERITY_SERIES,
  );
}

/**
 * Aggregated incidents: incidents created by day and severity, stacked in SPEC §9's severity colours. A segment
 * opens the incidents grid on that day and severity; a severity's total opens it over the whole period.
 */
export function AggregatedIncidentsWidget() {
  const state = useAggregatedIncidents();
  return (
    <WidgetCard
      title="Aggregated incidents"
      wide
      state={state}
      isEmpty={(answer) => answer.total === 0}
      emptyTitle="No incidents in this period"
      summary={(answer) => <Typography.Text strong>{`${formatCompactNumber(answer.total)} incidents`}</Typography.Text>}
    >
      {(answer, range) => {
        const data = incidentDays(answer);
        const series = seriesPresent(SEVERITY_SERIES, data);
        return (
          <>
            <StackedChartView
              description={`Incidents by day and severity, ${formatCompactNumber(answer.total)} in all`}
              orientation="column"
              data={data}
              series={series}
              categoryLabel={shortDay}
              unit="incident"
              linkOf={(datum) =>
                incidentsGridLink(
                  spanOfDay(datum.category, range),
                  DASHBOARD_DRILL_DOWN.aggregatedIncidents(datum.series),
                )
              }
            />
            <SeriesTotals
              label="Incidents by severity"
              totals={seriesTotals(series, data)}
              linkOf={(severity) =>
                incidentsGridLink(spanOfRange(range), DASHBOARD_DRILL_DOWN.aggregatedIncidents(severity))
              }
            />
            <WidgetCaption>{WIDGET_CAPTIONS.aggregatedIncidents}</WidgetCaption>
          </>
        );
      }}
    </WidgetCard>
  );
}
