import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_PERIOD, dashboardTimeZone } from './dashboard-period';
import type { DashboardPeriod } from './dashboard-period';

/** What every widget of both tabs follows: the period, the user's time zone and the refresh toggle. */
export interface DashboardSettings {
  period: DashboardPeriod;
  setPeriod: (period: DashboardPeriod) => void;
  /** IANA time zone the daily widgets count their days in. */
  timezone: string;
  /** Whether the widgets poll (SPEC §4's refresh toggle). */
  autoRefresh: boolean;
  setAutoRefresh: (on: boolean) => void;
}

const SettingsContext = createContext<DashboardSettings | null>(null);

/** Props of DashboardSettingsProvider. */
export interface DashboardSettingsProviderProps {
  /** The period to start with; the default 90 days otherwise. */
  initialPeriod?: DashboardPeriod;
  children?: ReactNode;
}

/** Holds the dashboard's settings above both tabs, so switching tab keeps the chosen period. */
export function DashboardSettingsProvider({
  initialPeriod = DEFAULT_PERIOD,
  children,
}: DashboardSettingsProviderProps) {
  const [period, setPeriod] = useState(initialPeriod);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [timezone] = useState(dashboardTimeZone);
  const value = useMemo(
    () => ({ period, setPeriod, timezone, autoRefresh, setAutoRefresh }),
    [period, timezone, autoRefresh],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** The dashboard's settings. */
export function useDashboardSettings(): DashboardSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useDashboardSettings() must be used under <DashboardSettingsProvider>');
  return settings;
}
