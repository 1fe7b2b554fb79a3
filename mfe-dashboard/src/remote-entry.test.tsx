import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { CONTRACT_VERSION, FEATURE_FLAG_DEFAULTS, formatDate, NOT_FOUND_TEXT, userTimeZone } from 'shared-contracts';
import type {
  AggregatedIncidents,
  FrequentPolicyViolators,
  IncidentSla,
  MostEnforcedPolicies,
  OutboundDataDistribution,
  ProtectedDevices,
  SensitiveDataEgress,
  TopAiService,
  UnauthorizedServices,
} from 'shared-contracts';
import { ApiError, visibleTabs } from 'shared-ui';
import { LocationProbe, createFakeApi, createTestShell } from 'shared-ui/testing';
import type * as Testing from 'shared-ui/testing';
import type { FakeHandler } from 'shared-ui/testing';
import { SWRConfig } from 'swr';
import { localDay, localMidnight } from './common/dashboard-period';
import { shortDay } from './common/series';
import { routeModule } from './remote-entry';

// G2 draws on a canvas jsdom lacks: its plots are the kit's FakeG2Plot, an element per datum drawn in a column of its
// own, with a button ('Element 1' ...) that clicks it as on the canvas.
jest.mock('@ant-design/charts', () => {
  const { FakeG2Plot } = jest.requireActual<typeof Testing>('shared-ui/testing');
  return { __esModule: true, Column: FakeG2Plot, Bar: FakeG2Plot };
});

const DAY_MS = 86_400_000;
const DAY = localDay(new Date(Date.now() - 10 * DAY_MS));

const ANSWERS = {
  '/dashboard/sensitive-data-egress': {
    days: [
      { day: DAY, verdict: 'BLOCK', events: 1000 },
      { day: DAY, verdict: 'CHALLENGE', events: 234 },
    ],
    total: 1234,
  } satisfies SensitiveDataEgress,
  '/dashboard/outbound-data-distribution': {
    distribution: [{ egressChannel: 'Email', destinationType: 'Mail', events: 2500, volume: 1_572_864 }],
    total: 2500,
  } satisfies OutboundDataDistribution,
  '/dashboard/frequent-policy-violators': {
    violators: [
      { username: 'alice', violations: 1500, blocked: 900 },
      { username: 'bob', violations: 12, blocked: 0 },
    ],
  } satisfies FrequentPolicyViolators,
  '/dashboard/most-enforced-policies': {
    policies: [{ policyName: 'Block code to AI', events: 2_300_000, blocked: 2_000_000, challenged: 0, educated: 5 }],
  } satisfies MostEnforcedPolicies,
  '/dashboard/protected-devices': {
    devices: 120,
    agentActive: 110,
    extensionActive: 95,
    protected: 90,
  } satisfies ProtectedDevices,
  '/dashboard/aggregated-incidents': {
    days: [
      { day: DAY, severity: 'high', incidents: 3 },
      { day: DAY, severity: 'resolved', incidents: 7 },
    ],
    total: 10,
  } satisfies AggregatedIncidents,
  '/dashboard/incident-sla': {
    weeks: [
      {
        week: '2026-11-23',
        raised: 10,
        acknowledged: 8,
        resolved: 5,
        breached: 2,
        mttaMinutes: 45,
        mttrMinutes: 600,
        breachRate: 0.2,
      },
    ],
    total: {
      raised: 10,
      acknowledged: 8,
      resolved: 5,
      breached: 2,
      mttaMinutes: 45,
      mttrMinutes: 600,
      breachRate: 0.2,
    },
  } satisfies IncidentSla,
  '/dashboard/top-ai-service': {
    services: [
      {
        destination: 'chat.example',
        events: 4200,
        blocked: 42,
        dataTypes: [{ dataType: 'Source code', events: 1100 }],
      },
    ],
  } satisfies TopAiService,
  '/dashboard/unauthorized-services': {
    services: [{ destination: 'paste.example', destinationType: 'Paste site', events: 77, blocked: 7 }],
  } satisfies UnauthorizedServices,
};

type WidgetPath = keyof typeof ANSWERS;

function renderAt(path: string, options: { flags?: object; routes?: Partial<Record<WidgetPath, FakeHandler>> } = {}) {
  const routes: Record<string, FakeHandler> = {};
  for (const [widget, answer] of Object.entries(ANSWERS)) routes[`GET ${widget}`] = () => answer;
  for (const [widget, handler] of Object.entries(options.routes ?? {})) routes[`GET ${widget}`] = handler;
  const fake = createFakeApi(routes);
  const shell = createTestShell({ flags: options.flags ?? {}, api: fake.api });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/*" element={<routeModule.Component shell={shell} />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
  return fake;
}

const widget = (name: string) => screen.getByRole('region', { name });
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'https://console.test');

describe('mfe_dashboard route module', () => {
  it('declares the DLP and AI Posture tabs of the current contract', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    const ctx = { flags: { ...FEATURE_FLAG_DEFAULTS }, can: () => false };
    expect(visibleTabs(routeModule.routes, ctx).map((tab) => tab.title)).toEqual(['DLP', 'AI Posture']);
  });

  it('hides both tabs when the AI posture flag is off', () => {
    const ctx = { flags: { ...FEATURE_FLAG_DEFAULTS, DISPLAY_AI_POSTURE_PAGE: false }, can: () => true };
    expect(visibleTabs(routeModule.routes, ctx)).toEqual([]);
  });

  it('refuses AI Posture when the flag is off', () => {
    renderAt('/dashboard/ai-posture', { flags: { DISPLAY_AI_POSTURE_PAGE: false } });
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});

describe('the DLP tab', () => {
  it('shows every widget with its figures for the last 90 days, days in the user time zone', async () => {
    const fake = renderAt('/dashboard');
    expect(await within(widget('Sensitive data egress')).findByText('1.2K events')).toBeInTheDocument();
    expect(within(widget('Sensitive data egress')).getByRole('link', { name: 'Protected: 1K' })).toBeInTheDocument();
    expect(await within(widget('Outbound data distribution')).findByText('1.5 MB')).toBeInTheDocument();
    expect(within(widget('Outbound data distribution')).getByRole('link', { name: 'Email' })).toBeInTheDocument();
    const violators = await within(widget('Frequent policy violators')).findByRole('table');
    expect(within(violators).getByRole('link', { name: '1.5K violations of alice' })).toHaveAttribute('title', '1,500');
    expect(
      await within(widget('Most enforced policies')).findByRole('link', {
        name: '2.3M events of Block code to AI',
      }),
    ).toHaveAttribute('title', '2,300,000');
    const devices = widget('Protected devices');
    expect(await within(devices).findByText('90 of 120 (75%)')).toBeInTheDocument();
    expect(within(devices).getByRole('progressbar', { name: 'Agent active' })).toHaveAttribute('aria-valuenow', '110');
    expect(within(devices).getByRole('link', { name: '120 devices seen' })).toBeInTheDocument();
    expect(await within(widget('Aggregated incidents')).findByText('10 incidents')).toBeInTheDocument();
    expect(within(widget('Aggregated incidents')).getByRole('link', { name: 'High: 3' })).toBeInTheDocument();

    const daily = fake.callsTo('GET', '/dashboard/sensitive-data-egress')[0]!.query;
    expect(daily.timezone).toBe(userTimeZone());
    expect(Date.parse(String(daily.rangeEnd)) - Date.parse(String(daily.rangeStart))).toBe(90 * DAY_MS);
    expect(fake.callsTo('GET', '/dashboard/frequent-policy-violators')[0]!.query).not.toHaveProperty('timezone');
  });

  it('keeps a failing widget to itself, and its Retry asks again', async () => {
    let fail = true;
    const fake = renderAt('/dashboard', {
      routes: {
        '/dashboard/frequent-policy-violators': () => {
          if (fail) throw new ApiError(503, 'Service Unavailable', 'The database is unreachable.');
          return ANSWERS['/dashboard/frequent-policy-violators'];
        },
      },
    });
    const failing = widget('Frequent policy violators');
    expect(await within(failing).findByText('The database is unreachable.')).toBeInTheDocument();
    expect(within(widget('Sensitive data egress')).getByText('1.2K events')).toBeInTheDocument();
    expect(within(widget('Protected devices')).getByText('90 of 120 (75%)')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(failing).getByRole('button', { name: 'Retry' }));
    expect(await within(failing).findByRole('link', { name: 'alice' })).toBeInTheDocument();
    expect(fake.callsTo('GET', '/dashboard/frequent-policy-violators')).toHaveLength(2);
  });

  it('shows a skeleton per widget while loading and an empty state when the period has nothing', async () => {
    renderAt('/dashboard', {
      routes: {
        '/dashboard/most-enforced-policies': () => new Promise(() => undefined),
        '/dashboard/aggregated-incidents': () => ({ days: [], total: 0 }),
      },
    });
    expect(await within(widget('Aggregated incidents')).findByText('No incidents in this period')).toBeInTheDocument();
    expect(widget('Most enforced policies')).toHaveAttribute('aria-busy', 'true');
    expect(
      within(widget('Most enforced policies')).getByRole('status', { name: 'Loading Most enforced policies' }),
    ).toBeInTheDocument();
    expect(within(widget('Aggregated incidents')).getByTestId('empty-state-illustration')).toBeInTheDocument();
  });

  it('opens the egress grid on the verdict and day of a column segment', async () => {
    renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('link', { name: `1,000 events, ${shortDay(DAY)}, Protected` }));
    await waitFor(() => expect(location().pathname).toBe('/egress'));
    expect(location().searchParams.getAll('policyVerdict')).toEqual(['BLOCK']);
    expect(location().searchParams.get('from')).toBe(localMidnight(DAY).toISOString());
    expect(location().searchParams.get('to')).toBe(new Date(localMidnight(DAY, 1).getTime() - 1).toISOString());
  });

  it('opens the incidents grid on the severity and day of a column segment', async () => {
    renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('link', { name: `3 incidents, ${shortDay(DAY)}, High` }));
    await waitFor(() => expect(location().pathname).toBe('/incidents'));
    expect(location().searchParams.getAll('severity')).toEqual(['high']);
    expect(location().searchParams.get('from')).toBe(localMidnight(DAY).toISOString());
  });

  it("opens the egress grid on a violator's violations over the period", async () => {
    const fake = renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('link', { name: 'alice' }));
    await waitFor(() => expect(location().pathname).toBe('/egress'));
    expect(location().searchParams.getAll('username')).toEqual(['alice']);
    expect(location().searchParams.getAll('policyVerdict')).toEqual(['BLOCK', 'CHALLENGE', 'educate']);
    const { rangeStart } = fake.callsTo('GET', '/dashboard/frequent-policy-violators')[0]!.query;
    expect(location().searchParams.get('from')).toBe(rangeStart);
  });

  it('polls every minute while the refresh toggle is on', async () => {
    jest.useFakeTimers();
    try {
      const fake = renderAt('/dashboard');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      const calls = () => fake.callsTo('GET', '/dashboard/protected-devices').length;
      expect(calls()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(calls()).toBe(1);
      fireEvent.click(screen.getByRole('switch', { name: 'Auto-refresh every minute' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(calls()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the toolbar', () => {
  it('asks every widget again for the whole days of the period chosen', async () => {
    const fake = renderAt('/dashboard');
    expect(await within(widget('Protected devices')).findByText('90 of 120 (75%)')).toBeInTheDocument();
    const picker = within(screen.getByRole('toolbar', { name: 'Dashboard period' })).getAllByRole('textbox')[0]!;
    fireEvent.mouseDown(picker);
    fireEvent.click(picker);
    fireEvent.focus(picker);
    fireEvent.click(await screen.findByText('Last 7 days', { selector: 'li' }));
    await waitFor(() => expect(fake.callsTo('GET', '/dashboard/protected-devices')).toHaveLength(2));
    const { rangeStart, rangeEnd } = fake.callsTo('GET', '/dashboard/protected-devices')[1]!.query;
    expect(rangeStart).toBe(localMidnight(localDay(new Date(Date.now() - 6 * DAY_MS))).toISOString());
    expect(rangeEnd).toBe(localMidnight(localDay(new Date()), 1).toISOString());
  });

  it('shows the period’s days as the console writes dates, not as ISO days', async () => {
    renderAt('/dashboard');
    const [from, to] = within(screen.getByRole('toolbar', { name: 'Dashboard period' })).getAllByRole('textbox');
    const day = (offset: number) => formatDate(new Date(Date.now() - offset * DAY_MS));
    await waitFor(() => expect(from).toHaveValue(day(90)));
    expect(to).toHaveValue(day(0));
    expect(day(0)).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the AI Posture tab', () => {
  it('shows the top AI services with the data types sent, and the unauthorized services', async () => {
    renderAt('/dashboard/ai-posture');
    const top = widget('Top AI services');
    expect(await within(top).findByRole('link', { name: '4.2K events to chat.example' })).toHaveAttribute(
      'title',
      '4,200',
    );
    const dataType = within(top).getByRole('link', { name: 'Source code · 1.1K' });
    const unauthorized = widget('Unauthorized services');
    expect(await within(unauthorized).findByRole('link', { name: 'paste.example' })).toBeInTheDocument();
    expect(within(unauthorized).getByText('Paste site')).toBeInTheDocument();
    fireEvent.click(dataType);
    await waitFor(() => expect(location().pathname).toBe('/egress'));
    expect(location().searchParams.get('destination')).toBe('chat.example');
    expect(location().searchParams.get('dataType')).toBe('Source code');
  });
});
