import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FeatureFlags, OutboxMessage } from 'shared-contracts';
import { ApiError } from 'shared-ui';
import { IncidentsPage } from '../../routes/incidents-page';
import { incidentRow } from '../../testing/incident-fixtures';
import { createFakeApi, IncidentsTestShell } from '../../testing/incidents-test-shell';
import type { FakeHandler } from '../../testing/incidents-test-shell';

const OLDER: OutboxMessage = {
  id: 'm-1',
  created: '2026-11-19T08:00:00.000Z',
  to: ['soc@acme.example'],
  subject: 'AI summary: Upload to dropbox.com',
  body: 'ana uploaded a spreadsheet to dropbox.com.',
  requestedBy: 'u-1',
};
const NEWER: OutboxMessage = {
  id: 'm-2',
  created: '2026-11-20T09:30:00.000Z',
  to: ['ciso@acme.example', 'soc@acme.example'],
  subject: 'AI summary: Source code via git push to github.com',
  body: 'ana pushed source code to github.com; the policy blocked it.',
  requestedBy: 'u-1',
};

function renderPage(options: { isTenantAdmin: boolean; flags: Partial<FeatureFlags>; outbox?: FakeHandler }) {
  const fake = createFakeApi({
    'GET /incidents': () => ({ incidents: [incidentRow()], nextToken: null }),
    'GET /incidents/count': () => ({ totalIncidents: 1, totalFilteredIncidents: 1 }),
    'GET /outbox': options.outbox ?? (() => ({ messages: [OLDER, NEWER] })),
  });
  render(
    <IncidentsTestShell api={fake.api} isTenantAdmin={options.isTenantAdmin} flags={options.flags}>
      <IncidentsPage />
    </IncidentsTestShell>,
  );
  return fake;
}

const EMAIL_ON = { USE_SEND_EMAIL_FOR_AI_SPRINKLES: true };

describe('Outbox on the incidents page', () => {
  it.each([
    ['an analyst with e-mailing on', false, EMAIL_ON],
    ['a tenant admin with e-mailing off', true, { USE_SEND_EMAIL_FOR_AI_SPRINKLES: false }],
  ])('offers no Outbox button to %s and never asks for it', async (_who, isTenantAdmin, flags) => {
    const fake = renderPage({ isTenantAdmin, flags });
    expect(await screen.findByText('Source code via git push to github.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Outbox' })).not.toBeInTheDocument();
    expect(fake.callsTo('GET', '/outbox')).toHaveLength(0);
  });

  it('lists the outbox for a tenant admin, newest first, with the body on expand', async () => {
    const fake = renderPage({ isTenantAdmin: true, flags: EMAIL_ON });
    const button = await screen.findByRole('button', { name: 'Outbox' });
    expect(fake.callsTo('GET', '/outbox')).toHaveLength(0);

    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog');
    const subjects = await within(drawer).findAllByText(/^AI summary: /);
    expect(subjects.map((item) => item.textContent)).toEqual([NEWER.subject, OLDER.subject]);
    expect(within(drawer).getByText(/To ciso@acme\.example, soc@acme\.example/)).toBeInTheDocument();
    expect(within(drawer).getByText(/To soc@acme\.example ·/)).toBeInTheDocument();
    const queued = drawer.querySelector(`time[datetime="${NEWER.created}"]`);
    expect(queued?.parentElement).toHaveTextContent(/Queued (Now|\d+ (minute|hour|day)s? ago)$/);
    expect(queued).toHaveAttribute('title', expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, .+ \S+$/));
    expect(fake.callsTo('GET', '/outbox')).toHaveLength(1);

    expect(within(drawer).queryByText(NEWER.body)).not.toBeInTheDocument();
    fireEvent.click(subjects[0] as HTMLElement);
    expect(await within(drawer).findByText(NEWER.body)).toBeInTheDocument();
  });

  it('says when the outbox is empty', async () => {
    renderPage({ isTenantAdmin: true, flags: EMAIL_ON, outbox: () => ({ messages: [] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Outbox' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('region', { name: 'The outbox is empty' })).toBeInTheDocument();
  });

  it("shows the API's problem title and detail when the outbox cannot be read", async () => {
    renderPage({
      isTenantAdmin: true,
      flags: EMAIL_ON,
      outbox: () => {
        throw new ApiError(403, 'Forbidden', 'Only a Tenant Admin can read the outbox.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Outbox' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Forbidden')).toBeInTheDocument();
    expect(within(drawer).getByText('Only a Tenant Admin can read the outbox.')).toBeInTheDocument();
  });
});
