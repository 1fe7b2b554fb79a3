import { fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'shared-ui/core';
import { DASHBOARD_DRILL_DOWN, drillDownParams } from 'shared-contracts';
import type {
  AggregatedIncidents,
  DeviceDrillDown,
  EgressDrillDown,
  FrequentPolicyViolators,
  IncidentSla,
  IncidentDrillDown,
  MostEnforcedPolicies,
  OutboundDataDistribution,
  ProtectedDevices,
  SensitiveDataEgress,
  TopAiService,
  UnauthorizedServices,
} from 'shared-contracts';
import { LocationProbe, createFakeApi, createTestShell } from 'shared-ui/testing';
import type * as Testing from 'shared-ui/testing';
import type { FakeHandler } from 'shared-ui/testing';
import { SWRConfig } from 'swr';
import { localDay } from './common/dashboard-period';
import { shortDay } from './common/series';
import { WIDGET_CAPTIONS } from './common/widget-caption';
import { routeModule } from './remote-entry';

// Issue 33: every chart mark and ranking row opens the grid it counts, filtered to exactly those rows (the API's
// dashboard/drill-down.test.ts checks the counts). Here: every figure of every widget is a link, to its mark's
// DASHBOARD_DRILL_DOWN filters, and every widget says in one line what it counts.

// G2 draws on a canvas jsdom lacks: its plots are the kit's FakeG2Plot, an element per datum drawn in a column of its
// own, with a button ('Element 1' ...) that clicks it as on the canvas.
jest.mock('@ant-design/charts', () => {
  const { FakeG2Plot } = jest.requireActual<typeof Testing>('shared-ui/testing');
  return { __esModule: true, Column: FakeG2Plot, Bar: FakeG2Plot };
});

const DAY = localDay(new Date(Date.now() - 10 * 86_400_000));
const OTHER_DAY = localDay(new Date(Date.now() - 3 * 86_400_000));

const ANSWERS = {
  '/dashboard/sensitive-data-egress': {
    days: [
      { day: DAY, verdict: 'BLOCK', events: 1000 },
      { day: DAY, verdict: 'CHALLENGE', events: 234 },
      { day: OTHER_DAY, verdict: 'NOT_COVERED', events: 5 },
    ],
    total: 1239,
  } satisfies SensitiveDataEgress,
  '/dashboard/outbound-data-distribution': {
    distribution: [
      { egressChannel: 'Email', destinationType: 'Personal email', events: 2500, volume: 1_572_864 },
      { egressChannel: 'Email', destinationType: 'External email', events: 40, volume: 4096 },
      { egressChannel: 'File upload', destinationType: 'AI service', events: 9, volume: 100 },
    ],
    total: 2549,
  } satisfies OutboundDataDistribution,
  '/dashboard/frequent-policy-violators': {
    violators: [
      { username: 'alice', violations: 1500, blocked: 900 },
      { username: 'bob', violations: 12, blocked: 0 },
    ],
  } satisfies FrequentPolicyViolators,
  '/dashboard/most-enforced-policies': {
    policies: [
      { policyName: 'Block code to AI', events: 2_300_000, blocked: 2_000_000, challenged: 0, educated: 5 },
      { policyName: 'Watch uploads', events: 50, blocked: 0, challenged: 40, educated: 0 },
    ],
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
      { day: OTHER_DAY, severity: 'resolved', incidents: 7 },
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
        dataTypes: [
          { dataType: 'Source code', events: 1100 },
          { dataType: 'Credentials', events: 3 },
        ],
      },
      { destination: 'draw.example', events: 8, blocked: 0, dataTypes: [] },
    ],
  } satisfies TopAiService,
  '/dashboard/unauthorized-services': {
    services: [
      { destination: 'paste.example', destinationType: 'Paste site', events: 77, blocked: 7 },
      { destination: 'files.example', destinationType: 'File sharing', events: 4, blocked: 0 },
    ],
  } satisfies UnauthorizedServices,
};

function renderAt(path: string) {
  const routes: Record<string, FakeHandler> = {};
  for (const [widget, answer] of Object.entries(ANSWERS)) routes[`GET ${widget}`] = () => answer;
  const shell = createTestShell({ api: createFakeApi(routes).api });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/*" element={<routeModule.Component shell={shell} />} />
          <Route path="*" element={<Link to="/dashboard">Back to the dashboard</Link>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const widget = (name: string) => screen.getByRole('region', { name });

/** A grid link's path and filters, its date picker left out, the parameters sorted. */
function filtersOf(link: string): string {
  const url = new URL(link, 'https://console.test');
  const params = [...url.searchParams].filter(([name]) => name !== 'from' && name !== 'to');
  return `${url.pathname}?${params
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&')}`;
}

/** The grid link a mark's drill-down stands for, in the same form. */
function drill(path: string, filter: EgressDrillDown | IncidentDrillDown | DeviceDrillDown): string {
  return `${path}?${drillDownParams(filter)
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&')}`;
}
const egress = (filter: EgressDrillDown) => drill('/egress', filter);

/** The distinct grid links of a widget, in the form above. */
async function linksOf(name: string): Promise<string[]> {
  await within(widget(name)).findAllByRole('link');
  const links = within(widget(name)).getAllByRole('link');
  return [...new Set(links.map((link) => filtersOf(link.getAttribute('href') ?? '')))].sort();
}

/** The links the chart's segments open, each clicked in turn on the chart (the grid's page leads back). */
async function segmentLinks(name: string): Promise<string[]> {
  const count = (await within(widget(name)).findAllByRole('button', { name: /^Element / })).length;
  const opened: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const region = await screen.findByRole('region', { name });
    const segments = await within(region).findAllByRole('button', { name: /^Element / });
    fireEvent.click(segments[index]!);
    opened.push(filtersOf(screen.getByTestId('location').textContent ?? ''));
    fireEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
  }
  return [...new Set(opened)].sort();
}

const sorted = (links: string[]) => [...new Set(links)].sort();

/** A ranking widget's bars (links for the pointer, hidden from screen readers): each one's grid link and title. */
function rankBars(name: string) {
  return [...widget(name).querySelectorAll('a[aria-hidden="true"]')].map((bar) => ({
    link: filtersOf(bar.getAttribute('href') ?? ''),
    title: bar.getAttribute('title'),
    tabIndex: (bar as HTMLAnchorElement).tabIndex,
  }));
}

/** The chart's segments as links (ChartMarks): name, exact figure and grid link of each, in reading order. */
async function segmentMarks(name: string) {
  const group = await within(widget(name)).findByRole('group', {
    name: /^Segments of the chart, each opening the \w+ it counts$/,
  });
  return within(group)
    .getAllByRole('link')
    .map((link) => ({
      name: link.getAttribute('aria-label'),
      title: link.getAttribute('title'),
      link: filtersOf(link.getAttribute('href') ?? ''),
      days: ['from', 'to'].map((bound) => {
        const value = new URL(link.getAttribute('href') ?? '', 'https://console.test').searchParams.get(bound);
        return value === null ? null : localDay(new Date(value));
      }),
    }));
}

describe('every mark of the DLP tab opens the grid it counts', () => {
  beforeEach(() => renderAt('/dashboard'));

  it('Sensitive data egress: each segment and each verdict total', async () => {
    const verdicts = ['BLOCK', 'CHALLENGE', 'NOT_COVERED'];
    const expected = sorted(verdicts.map((verdict) => egress(DASHBOARD_DRILL_DOWN.sensitiveDataEgress(verdict))));
    expect(await linksOf('Sensitive data egress')).toEqual(expected);
    expect(await segmentLinks('Sensitive data egress')).toEqual(expected);
    // Each segment is a link named by its figure, day and verdict, to the grid on that day and verdict.
    expect(await segmentMarks('Sensitive data egress')).toEqual([
      { name: `1,000 events, ${shortDay(DAY)}, Protected`, title: '1,000', link: expected[0], days: [DAY, DAY] },
      { name: `234 events, ${shortDay(DAY)}, Monitored`, title: '234', link: expected[1], days: [DAY, DAY] },
      {
        name: `5 events, ${shortDay(OTHER_DAY)}, Not Covered`,
        title: '5',
        link: expected[2],
        days: [OTHER_DAY, OTHER_DAY],
      },
    ]);
    expect(within(widget('Sensitive data egress')).getByText(WIDGET_CAPTIONS.sensitiveDataEgress)).toBeVisible();
  });

  it('Outbound data distribution: each channel and each destination type segment', async () => {
    const { outboundDataDistribution } = DASHBOARD_DRILL_DOWN;
    const segments = sorted([
      egress(outboundDataDistribution('Email', 'Personal email')),
      egress(outboundDataDistribution('Email', 'External email')),
      egress(outboundDataDistribution('File upload', 'AI service')),
    ]);
    const channels = [egress(outboundDataDistribution('Email')), egress(outboundDataDistribution('File upload'))];
    expect(await linksOf('Outbound data distribution')).toEqual(sorted([...segments, ...channels]));
    expect(await segmentLinks('Outbound data distribution')).toEqual(segments);
    expect(
      (await segmentMarks('Outbound data distribution')).map(({ name, title, link }) => [name, title, link]),
    ).toEqual([
      ['2,500 events, Email, Personal email', '2,500', egress(outboundDataDistribution('Email', 'Personal email'))],
      ['40 events, Email, External email', '40', egress(outboundDataDistribution('Email', 'External email'))],
      ['9 events, File upload, AI service', '9', egress(outboundDataDistribution('File upload', 'AI service'))],
    ]);
    const types = within(widget('Outbound data distribution')).getByRole('list', {
      name: 'Destination types of Email',
    });
    expect(within(types).getByRole('link', { name: '40 events by Email to External email' })).toBeVisible();
    expect(
      within(widget('Outbound data distribution')).getByText(WIDGET_CAPTIONS.outboundDataDistribution),
    ).toBeVisible();
  });

  it("Frequent policy violators: each user's violations and protected events", async () => {
    const { violations, protectedViolations } = DASHBOARD_DRILL_DOWN;
    // bob has no protected event: a zero opens nothing.
    expect(await linksOf('Frequent policy violators')).toEqual(
      sorted([egress(violations('alice')), egress(protectedViolations('alice')), egress(violations('bob'))]),
    );
    expect(
      within(widget('Frequent policy violators')).getByText(WIDGET_CAPTIONS.frequentPolicyViolators),
    ).toBeVisible();
    expect(rankBars('Frequent policy violators').map(({ link, title }) => [link, title])).toEqual([
      [egress(violations('alice')), '1,500'],
      [egress(violations('bob')), '12'],
    ]);
  });

  it("Most enforced policies: each policy's events, and its figure of each verdict", async () => {
    const { enforcedPolicy } = DASHBOARD_DRILL_DOWN;
    expect(await linksOf('Most enforced policies')).toEqual(
      sorted([
        egress(enforcedPolicy('Block code to AI')),
        egress(enforcedPolicy('Block code to AI', 'BLOCK')),
        egress(enforcedPolicy('Block code to AI', 'educate')),
        egress(enforcedPolicy('Watch uploads')),
        egress(enforcedPolicy('Watch uploads', 'CHALLENGE')),
      ]),
    );
    expect(within(widget('Most enforced policies')).getByText(WIDGET_CAPTIONS.mostEnforcedPolicies)).toBeVisible();
    // Each row's bar opens what its figure counts, its exact total on hover, out of the tab order.
    expect(rankBars('Most enforced policies')).toEqual([
      { link: egress(enforcedPolicy('Block code to AI')), title: '2,300,000', tabIndex: -1 },
      { link: egress(enforcedPolicy('Watch uploads')), title: '50', tabIndex: -1 },
    ]);
  });

  it('Aggregated incidents: each segment and each severity total', async () => {
    const expected = sorted(
      ['high', 'resolved'].map((severity) => drill('/incidents', DASHBOARD_DRILL_DOWN.aggregatedIncidents(severity))),
    );
    expect(await linksOf('Aggregated incidents')).toEqual(expected);
    expect(await segmentLinks('Aggregated incidents')).toEqual(expected);
    expect(await segmentMarks('Aggregated incidents')).toEqual([
      { name: `3 incidents, ${shortDay(DAY)}, High`, title: '3', link: expected[0], days: [DAY, DAY] },
      {
        name: `7 incidents, ${shortDay(OTHER_DAY)}, Resolved`,
        title: '7',
        link: expected[1],
        days: [OTHER_DAY, OTHER_DAY],
      },
    ]);
    expect(within(widget('Aggregated incidents')).getByText(WIDGET_CAPTIONS.aggregatedIncidents)).toBeVisible();
  });

  it("Incident SLA: each week's incidents", async () => {
    expect(await linksOf('Incident SLA')).toEqual([drill('/incidents', {})]);
    const region = widget('Incident SLA');
    expect(within(region).getByText('Breach rate 20%')).toBeInTheDocument();
    expect(within(region).getByText('MTTA 45 min · MTTR 10 h · 2 of 10 breached')).toBeInTheDocument();
    expect(within(region).getByText('20% (2)')).toBeInTheDocument();
    expect(within(region).getByText(WIDGET_CAPTIONS.incidentSla)).toBeVisible();
  });

  it('Protected devices: the devices seen, protected, with the agent and with the extension active', async () => {
    const { protectedDevices } = DASHBOARD_DRILL_DOWN;
    expect(await linksOf('Protected devices')).toEqual(
      sorted(
        (['seen', 'protected', 'agentActive', 'extensionActive'] as const).map((part) =>
          drill('/devices', protectedDevices(part)),
        ),
      ),
    );
    expect(within(widget('Protected devices')).getByText('90 of 120 (75%)')).toHaveAttribute(
      'href',
      expect.stringContaining('agentActive=true&extensionActive=true'),
    );
    expect(within(widget('Protected devices')).getByText(WIDGET_CAPTIONS.protectedDevices)).toBeVisible();
  });
});

describe('every mark of the AI Posture tab opens the grid it counts', () => {
  beforeEach(() => renderAt('/dashboard/ai-posture'));

  it("Top AI services: each service's events, protected events and data types, with a legend of the bars", async () => {
    const { aiService } = DASHBOARD_DRILL_DOWN;
    expect(await linksOf('Top AI services')).toEqual(
      sorted([
        egress(aiService('chat.example')),
        egress(aiService('chat.example', { blocked: true })),
        egress(aiService('chat.example', { dataType: 'Source code' })),
        egress(aiService('chat.example', { dataType: 'Credentials' })),
        egress(aiService('draw.example')),
      ]),
    );
    expect(rankBars('Top AI services')).toEqual([
      { link: egress(aiService('chat.example')), title: '4,200', tabIndex: -1 },
      { link: egress(aiService('draw.example')), title: '8', tabIndex: -1 },
    ]);
    const legend = within(widget('Top AI services')).getByRole('list', { name: 'Legend of the events bars' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Protected', 'Other verdicts']);
    expect(within(widget('Top AI services')).getByText(WIDGET_CAPTIONS.topAiServices)).toBeVisible();
  });

  it("Unauthorized services: each service's events and protected events, by destination and its type", async () => {
    const { unauthorizedService, protectedUnauthorizedService } = DASHBOARD_DRILL_DOWN;
    expect(await linksOf('Unauthorized services')).toEqual(
      sorted([
        egress(unauthorizedService('paste.example', 'Paste site')),
        egress(protectedUnauthorizedService('paste.example', 'Paste site')),
        egress(unauthorizedService('files.example', 'File sharing')),
      ]),
    );
    expect(within(widget('Unauthorized services')).getByText(WIDGET_CAPTIONS.unauthorizedServices)).toBeVisible();
    expect(rankBars('Unauthorized services').map(({ link, title }) => [link, title])).toEqual([
      [egress(unauthorizedService('paste.example', 'Paste site')), '77'],
      [egress(unauthorizedService('files.example', 'File sharing')), '4'],
    ]);
  });
});
