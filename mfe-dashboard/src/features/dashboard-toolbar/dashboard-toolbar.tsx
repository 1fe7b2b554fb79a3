import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DASHBOARD_MAX_RANGE_DAYS, datePattern } from 'shared-contracts';
import { apiPathPrefix, Button, DatePicker, Switch, Typography, hasKeyPrefix, useShell } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { isDayRefused, periodBetween, resolvePeriod } from '../../common/dashboard-period';
import type { DashboardPeriod } from '../../common/dashboard-period';
import { useDashboardSettings } from '../../common/dashboard-settings';

/** Shown when a typed range is longer than the API answers (the calendar already refuses those days). */
export const RANGE_TOO_LONG = `A period can cover at most ${DASHBOARD_MAX_RANGE_DAYS} days.`;

const lastDays = (days: number): [Dayjs, Dayjs] => [dayjs().subtract(days - 1, 'day'), dayjs()];
const presets = () => [
  { label: 'Last 7 days', value: lastDays(7) },
  { label: 'Last 30 days', value: lastDays(30) },
  { label: 'Last 90 days', value: lastDays(90) },
  { label: 'Last 12 months', value: [dayjs().subtract(1, 'year').add(1, 'day'), dayjs()] as [Dayjs, Dayjs] },
];

function pickerValue(period: DashboardPeriod): [Dayjs, Dayjs] {
  if (period.kind === 'between') return [dayjs(period.from), dayjs(period.to)];
  const range = resolvePeriod(period, new Date());
  return [dayjs(range.rangeStart), dayjs(range.rangeEnd)];
}

/** The reload of every widget of the dashboard in the active tenant. */
function useReloadWidgets() {
  const { tenant } = useShell();
  const { mutate } = useSWRConfig();
  return () => {
    const prefix = apiPathPrefix(tenant.id, '/dashboard');
    void mutate((key) => hasKeyPrefix(key, prefix));
  };
}

/**
 * The dashboard's toolbar: the period (the last 90 days by default; whole days, at most 366 of them), the time zone
 * the days are counted in, SPEC §4's refresh toggle (a poll every minute while the tab is visible) and Refresh.
 */
export function DashboardToolbar() {
  const { period, setPeriod, timezone, autoRefresh, setAutoRefresh } = useDashboardSettings();
  const [refused, setRefused] = useState(false);
  const reload = useReloadWidgets();
  const pick = (from: Dayjs, to: Dayjs) => {
    const next = periodBetween(from.toDate(), to.toDate());
    setRefused(next === null);
    if (next) setPeriod(next);
  };
  return (
    <div
      role="toolbar"
      aria-label="Dashboard period"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px', marginBottom: 16 }}
    >
      <DatePicker.RangePicker
        aria-label="Period"
        allowClear={false}
        // Days as the console writes them ('Aug 30, 2026' in en-US); ISO days can still be typed.
        format={[datePattern(), 'YYYY-MM-DD']}
        value={pickerValue(period)}
        presets={presets()}
        disabledDate={(day: Dayjs, info?: { from?: Dayjs }) =>
          isDayRefused(day.toDate(), new Date(), info?.from?.toDate())
        }
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) pick(from, to);
        }}
      />
      {refused ? (
        <Typography.Text type="danger" role="alert">
          {RANGE_TOO_LONG}
        </Typography.Text>
      ) : null}
      <Typography.Text type="secondary">{`Days in ${timezone}`}</Typography.Text>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginLeft: 'auto' }}>
        <Switch id="dashboard-auto-refresh" size="small" checked={autoRefresh} onChange={setAutoRefresh} />
        <label htmlFor="dashboard-auto-refresh">Auto-refresh every minute</label>
      </span>
      <Button variant="outline" size="sm" onClick={reload}>
        Refresh
      </Button>
    </div>
  );
}
