import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/core';
import { ApiError, headerTitle, visibleTabs } from 'shared-ui';
import {
  CONTRACT_VERSION,
  FEATURE_FLAG_DEFAULTS,
  TOP_LEVEL_ROUTES,
  typedApi,
  type Policy,
  type Notify,
  type PolicyBacktest,
} from 'shared-contracts';
import { SWRConfig } from 'swr';
import { routeModule } from './remote-entry';
import { policyFixture } from './testing/policy-fixtures';
import { createFakeNotify, createTestShell } from 'shared-ui/testing';

const top = TOP_LEVEL_ROUTES.find((route) => route.remote === 'mfe_policies');

function policy(id: string, name: string, priority: number, change: Partial<Policy> = {}): Policy {
  return policyFixture({ policyId: id, name, priority, ...change });
}

function versionOf(policy: Policy) {
  const { name, description, status, verdict, priority, definition } = policy;
  return {
    name,
    description,
    status,
    verdict,
    priority,
    definition,
    savedBy: 'Ada',
    saved: policy.updated,
    restoredFrom: null,
  };
}

const POLICIES = [
  policy('p-1', 'Block code to AI', 10),
  policy('p-2', 'Monitor prompts', 20, { verdict: 'CHALLENGE' }),
];

const BACKTEST: PolicyBacktest = {
  from: '2026-10-24T00:00:00.000Z',
  to: '2026-11-23T00:00:00.000Z',
  events: 1200,
  matched: 57,
  changed: 42,
  transitions: [{ from: 'NOT_COVERED', to: 'BLOCK', events: 42 }],
  policies: [
    { before: null, after: { policyId: 'draft', name: 'Block mail' }, from: 'NOT_COVERED', to: 'BLOCK', events: 42 },
  ],
  users: [{ value: 'dana.scully', events: 30 }],
  destinations: [{ value: 'chat.openai.com', events: 42 }],
  samples: [
    {
      id: 'e-1',
      created: '2026-11-20T10:00:00.000Z',
      username: 'dana.scully',
      source: 'Google Chrome',
      destination: 'chat.openai.com',
      // A channel sent in another letter case is shown as the vocabulary names it.
      egressChannel: 'paste into ai prompt',
      from: 'NOT_COVERED',
      to: 'BLOCK',
    },
  ],
  tookMs: 120,
};

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

interface RenderOptions {
  isTenantAdmin?: boolean;
  extraFrameworks?: boolean;
  post?: (url: string, body: unknown) => unknown;
  notify?: Notify;
}

function renderAt(path: string, options: RenderOptions = {}) {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    '/policies': { policies: POLICIES },
    '/policies/p-1': { policy: POLICIES[0] },
    '/policies/p-2': { policy: POLICIES[1] },
    '/policies/p-2/versions': { versions: [{ ...versionOf(POLICIES[1]!), version: 1, change: 'created' }] },
    '/policies/p-1/versions': {
      versions: [
        { ...versionOf(POLICIES[0]!), version: 2, change: 'edited', status: 'simulation' },
        { ...versionOf(POLICIES[0]!), version: 1, change: 'created' },
      ],
    },
    '/classifications/element-types': {
      classifications: [
        { id: 'source-code', display_name: 'Source code', policy_builder_hidden: false, extra: false },
        { id: 'legacy-regex', display_name: 'Legacy regular expression', policy_builder_hidden: true, extra: false },
      ],
    },
    '/classifications/categories': { classifications: [] },
    '/classifications/compliance-frameworks': {
      classifications: [
        { id: 'gdpr', display_name: 'GDPR', policy_builder_hidden: false, extra: false },
        { id: 'dora', display_name: 'DORA', policy_builder_hidden: false, extra: true },
      ],
    },
    '/lists': { lists: [] },
    '/filters/egress-channel-options': { options: [{ value: 'Email', label: 'Email' }] },
    '/filters/mip-label-options': { options: [] },
  };
  const api = typedApi({
    request: async (method, url, body) => {
      calls.push({ method: method.toUpperCase(), url, ...(method === 'get' ? {} : { body }) });
      if (method === 'get') return answers[url];
      if (method !== 'post' && method !== 'patch') throw new Error(`unexpected ${method} ${url}`);
      return options.post?.(url, body) ?? { policy: POLICIES[0] };
    },
    url: (url) => url,
    download: () => Promise.reject(new Error('unexpected download')),
  });
  const shell = createTestShell({
    isTenantAdmin: options.isTenantAdmin ?? true,
    flags: { EXTRA_COMPLIANCE_FRAMEWORKS: options.extraFrameworks ?? false },
    api,
    ...(options.notify && { notify: options.notify }),
  });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/policies/*" element={<routeModule.Component shell={shell} />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return calls;
}

describe('mfe_policies route module', () => {
  it('keeps builder and edit out of the tab bar and titles them; Exceptions is a tab', () => {
    expect(routeModule.contractVersion).toBe(CONTRACT_VERSION);
    const ctx = { flags: { ...FEATURE_FLAG_DEFAULTS }, can: () => true };
    expect(visibleTabs(routeModule.routes, ctx).map((tab) => tab.title)).toEqual(['Policies', 'Exceptions']);
    expect(headerTitle('/policies', top, routeModule.routes)).toBe('Protection Policies');
    expect(headerTitle('/policies/builder', top, routeModule.routes)).toBe('Create New Policy');
    expect(headerTitle('/policies/p-7/edit', top, routeModule.routes)).toBe('Edit Policy');
  });
});

describe('the policy list', () => {
  it('lists policies in order, moves one, and deletes the selected after a confirmation with their count', async () => {
    const calls = renderAt('/policies');
    expect(await screen.findByText('Block code to AI')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Block code to AI',
      'Monitor prompts',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Monitor prompts up' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', url: '/policies/priority', body: { policyIds: ['p-2', 'p-1'] } }),
    );
    for (const row of rows) fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    const question = await screen.findByText('Delete 2 policies?');
    const popover = question.closest('.ant-popover') as HTMLElement;
    // It names the policies; Cancel deletes nothing.
    expect(popover).toHaveTextContent('"Block code to AI", "Monitor prompts": their versions are deleted with them.');
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popover).toHaveClass('ant-popover-hidden'));
    expect(calls.some((call) => call.method === 'PATCH' && call.url === '/policies')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    await waitFor(() => expect(popover).not.toHaveClass('ant-popover-hidden'));
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', url: '/policies', body: { policyIds: ['p-1', 'p-2'] } }),
    );
  });

  it('says once that a status change was stale (412) and reloads the policies', async () => {
    const { notify, toasts } = createFakeNotify();
    const calls = renderAt('/policies', {
      notify,
      post: (url) =>
        url === '/policies/status' ? Promise.reject(new ApiError(412, 'Precondition Failed', 'Stale')) : undefined,
    });
    expect(await screen.findByText('Block code to AI')).toBeInTheDocument();
    const loads = () => calls.filter((call) => call.method === 'GET' && call.url === '/policies').length;
    const before = loads();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of Block code to AI' }));
    fireEvent.click(await screen.findByTitle('Disabled'));
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(toasts).toEqual([expect.objectContaining({ title: 'Changed by someone else', variant: 'destructive' })]);
  });

  it('is read-only for an analyst', async () => {
    renderAt('/policies', { isTenantAdmin: false });
    expect(await screen.findByText('Block code to AI')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  });
});

describe('the builder', () => {
  it('backtests the draft and shows what it would change', async () => {
    const calls = renderAt('/policies/builder', {
      post: (url) => (url === '/policies/backtest' ? BACKTEST : undefined),
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Block mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Backtest' }));
    const panel = await screen.findByRole('region', { name: 'Backtest' });
    expect(within(panel).getByText('Would change verdict').nextSibling).toHaveTextContent('42');
    expect(within(panel).getByRole('table', { name: 'Verdict changes' })).toHaveTextContent('Not CoveredProtected42');
    expect(within(panel).getByText('Matched events').nextSibling).toHaveTextContent('57');
    expect(within(panel).getByRole('table', { name: 'Verdict changes by policy' })).toHaveTextContent(
      'No policyNot CoveredBlock mailProtected42',
    );
    // The samples in the event columns of the grids (the kit's): who, from where, by which channel, to where.
    const samples = within(panel).getByRole('table', { name: 'Sample events' });
    expect(samples).toHaveTextContent('TimeUserSourceChannelDestinationFromTo');
    expect(samples).toHaveTextContent(
      'dana.scullyGoogle ChromePaste into AI promptchat.openai.comNot CoveredProtected',
    );
    // Each sample opens its event in the egress grid's drawer.
    const sample = within(samples).getByRole('link');
    expect(sample).toHaveAttribute('href', '/egress?event=e-1&created=2026-11-20T10%3A00%3A00.000Z');
    const backtest = calls.find((call) => call.url === '/policies/backtest');
    expect(backtest?.body).toMatchObject({ policy: { name: 'Block mail', verdict: 'BLOCK', status: 'active' } });
    expect(backtest?.body).not.toHaveProperty('policyId');
  });

  it("shows the server's field errors next to the fields", async () => {
    renderAt('/policies/builder', {
      post: () => {
        throw new ApiError(409, 'Conflict', 'A policy named "Block mail" exists already', [
          { field: 'policy/name', message: 'is taken by another policy' },
        ]);
      },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Block mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is taken by another policy')).toBeInTheDocument();
  });

  it('edits a policy with the version it read', async () => {
    const calls = renderAt('/policies/p-1/edit');
    expect(await screen.findByDisplayValue('Block code to AI')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/policies/p-1/')).toBe(true));
    expect(calls.find((call) => call.url === '/policies/p-1/')?.body).toMatchObject({
      // The whole definition, with the fields the form does not show (an educate message, for one).
      policy: { name: 'Block code to AI', version: 1, definition: POLICIES[0]!.definition },
    });
  });

  it('shows and edits the place the list shows (2), not the stored priority (20), and saves a new place', async () => {
    const calls = renderAt('/policies/p-2/edit');
    const priority = await screen.findByLabelText('Priority');
    expect(priority).toHaveValue('2');
    fireEvent.change(priority, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/policies/p-2/')).toBe(true));
    // Stored before the first (10): one write, no reorder needed.
    expect(calls.find((call) => call.url === '/policies/p-2/')?.body).toMatchObject({ policy: { priority: 9 } });
    expect(calls.some((call) => call.url === '/policies/priority')).toBe(false);
  });

  it('saves without a reorder when the place is unchanged', async () => {
    const calls = renderAt('/policies/p-1/edit');
    expect(await screen.findByLabelText('Priority')).toHaveValue('1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/policies/p-1/')).toBe(true));
    expect(calls.find((call) => call.url === '/policies/p-1/')?.body).toMatchObject({ policy: { priority: 10 } });
    expect(calls.some((call) => call.url === '/policies/priority')).toBe(false);
  });

  it('compares two versions side by side and restores the older one', async () => {
    const calls = renderAt('/policies/p-1/edit');
    const versions = await screen.findByRole('region', { name: 'Versions' });
    const differences = await within(versions).findByRole('table', { name: 'Differences' });
    const status = within(differences).getByText('Status').closest('tr')!;
    expect(status).toHaveTextContent('StatusActiveSimulation');
    expect(status).toHaveClass('policy-difference');
    expect(within(differences).getByText('Name').closest('tr')).not.toHaveClass('policy-difference');
    fireEvent.click(within(versions).getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/policies/p-1/versions/1/restore')).toBe(true));
  });

  it.each([false, true])(
    'offers classifications without the hidden ones, extra frameworks only with the flag (flag %s)',
    async (extraFrameworks) => {
      renderAt('/policies/builder', { extraFrameworks });
      const optionsOf = async (label: string) => {
        fireEvent.mouseDown(await screen.findByLabelText(label));
        const list = await screen.findAllByRole('listbox');
        return within(list.at(-1)!)
          .queryAllByRole('option')
          .map((option) => option.getAttribute('aria-label') ?? option.textContent);
      };
      fireEvent.click(await screen.findByRole('button', { name: 'Add data type' }));
      await waitFor(async () => expect(await optionsOf('Element type')).toEqual(['Source code']));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      const frameworks = extraFrameworks ? ['GDPR', 'DORA'] : ['GDPR'];
      await waitFor(async () => expect(await optionsOf('Compliance frameworks')).toEqual(frameworks));
    },
  );
});
