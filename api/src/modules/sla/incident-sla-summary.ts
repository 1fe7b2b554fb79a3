import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import { queryRows } from '../../db/database';
import { incidentSla } from '../dashboard/widgets';
import type { SummaryCell, SummaryReportSource } from '../reports/summary-source';

const QUARTER_HOUR_MS = 15 * 60 * 1000;

const WeekRow = Type.Object({ week: Type.String() });

/** A fraction as a percentage with one decimal (0.125 is 12.5); empty when there is nothing to divide by. */
const percentOf = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/**
 * The incident SLA as a report data source (issue 30): one row a week (from Monday, in the template's zone) of the
 * incidents raised in the run's window, with MTTA, MTTR and breach rate and the counts behind each, summed from the
 * rollup the dashboard's "Incident SLA" widget reads (`incident_sla_quarter_hours`, by the widget's own query). The
 * window is narrowed to whole quarter hours, the rollup's buckets, so a run reads no incident; weeks without incidents
 * are written with zeros, so every week of the window has its row.
 */
export const incidentSlaSummary: SummaryReportSource = {
  kind: 'summary',
  fileStem: 'incident-sla',
  columns: [
    { key: 'week', header: 'Week' },
    { key: 'raised', header: 'Raised' },
    { key: 'acknowledged', header: 'Acknowledged' },
    { key: 'mttaMinutes', header: 'MTTA (minutes)' },
    { key: 'resolved', header: 'Resolved' },
    { key: 'mttrMinutes', header: 'MTTR (minutes)' },
    { key: 'breached', header: 'Breached' },
    { key: 'breachRate', header: 'Breach rate (%)' },
  ],
  window: ({ from, to }) => ({
    from: new Date(Math.ceil(from.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS),
    to: new Date(Math.floor(to.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS),
  }),
  async rows(tx, tenantId, { from, to }, timeZone) {
    if (from.getTime() >= to.getTime()) return [];
    const { weeks } = await incidentSla(tx, tenantId, { start: from, end: to }, timeZone);
    const byWeek = new Map(weeks.map((week) => [week.week, week]));
    const last = new Date(to.getTime() - 1).toISOString();
    const all = await queryRows(
      tx,
      sql`SELECT to_char(week, 'YYYY-MM-DD') AS week FROM generate_series(
            date_trunc('week', ${from.toISOString()}::timestamptz AT TIME ZONE ${timeZone}),
            date_trunc('week', ${last}::timestamptz AT TIME ZONE ${timeZone}), interval '1 week') AS week`,
      WeekRow,
    );
    return all.map(({ week }): Record<string, SummaryCell> => {
      const figures = byWeek.get(week);
      return {
        week,
        raised: figures?.raised ?? 0,
        acknowledged: figures?.acknowledged ?? 0,
        mttaMinutes: figures?.mttaMinutes ?? null,
        resolved: figures?.resolved ?? 0,
        mttrMinutes: figures?.mttrMinutes ?? null,
        breached: figures?.breached ?? 0,
        breachRate: percentOf(figures?.breachRate ?? null),
      };
    });
  },
};
