import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AiSprinkles, FeatureFlags } from 'shared-contracts';
import { createFakeApi, createFakeNotify, IncidentsTestShell } from '../../testing/incidents-test-shell';
import { OpenOutboxContext } from '../../common/outbox-access';
import { AiSummaryPanel } from './ai-summary-panel';

const REF = { id: 'inc-1', created: '2026-11-20T10:00:00.000Z' };
const PATH = '/incidents/inc-1/ai-sprinkles';
const BUILT_IN: AiSprinkles = {
  summary: 'ana pushed source code to github.com; the policy blocked it.',
  recommendations: ['Confirm the repository is sanctioned.'],
  generator: 'built-in',
  model: 'built-in summariser v1',
  generated: '2026-11-20T12:00:00.000Z',
  incidentVersion: 3,
  sources: [
    { kind: 'incident', label: 'Severity', value: 'high' },
    {
      kind: 'related-incident',
      label: 'Incident of the same user, 3 days ago',
      value: 'Upload to dropbox.com',
      id: 'inc-0',
    },
  ],
};

function renderPanel(flags: Partial<FeatureFlags>, summary: AiSprinkles = BUILT_IN) {
  const fake = createFakeApi({
    [`GET ${PATH}`]: () => ({ aiSprinkles: summary }),
    [`POST ${PATH}/email`]: () => ({ delivery: 'outbox', messageId: 'm-1' }),
  });
  const { notify, toasts } = createFakeNotify();
  const view = render(
    <IncidentsTestShell api={fake.api} notify={notify} flags={flags}>
      <AiSummaryPanel incidentRef={REF} version={3} />
    </IncidentsTestShell>,
  );
  return { fake, toasts, view };
}

describe('AiSummaryPanel', () => {
  it('shows the summary, says the built-in summariser wrote it and lists what it was drawn from', async () => {
    renderPanel({});
    expect(await screen.findByText(BUILT_IN.summary)).toBeInTheDocument();
    expect(screen.getByText(/Written by the built-in summariser \(built-in summariser v1\)/)).toBeInTheDocument();
    expect(screen.getByText('Drawn from 2 facts')).toBeInTheDocument();
    // When it was written, with the zone (its counts are as of then).
    const written = screen.getByTestId('summary-written').querySelector('time');
    expect(written).toHaveAttribute('dateTime', BUILT_IN.generated);
    expect(written?.textContent).toMatch(/2026.*\b[A-Z]{2,5}([+-]\d+)?$/);
    expect(screen.getByText('Severity: high')).toBeInTheDocument();
    expect(screen.getByText('Incident of the same user, 3 days ago: Upload to dropbox.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email summary' })).not.toBeInTheDocument();
  });

  it('names the configured model when one wrote it', async () => {
    renderPanel({}, { ...BUILT_IN, generator: 'ai', model: 'gpt-4o-mini' });
    expect(await screen.findByText('Written by the configured AI model (gpt-4o-mini).')).toBeInTheDocument();
  });

  it('asks nothing and shows nothing when the flag is off', () => {
    const { fake, view } = renderPanel({ USE_AI_SPRINKLES_FOR_INCIDENTS: false });
    expect(view.container.querySelector('[aria-label="AI summary"]')).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it('e-mails the summary to checked addresses and says it was queued in the outbox', async () => {
    const { fake, toasts } = renderPanel({ USE_SEND_EMAIL_FOR_AI_SPRINKLES: true });
    const input = await screen.findByLabelText('Email summary to');
    // The drawer's actions speak one style: a section's action is its primary button, as "Post comment" is.
    expect(screen.getByRole('button', { name: 'Email summary' })).toHaveAttribute('data-variant', 'primary');
    fireEvent.change(input, { target: { value: 'soc@acme.example, not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email summary' }));
    expect(await screen.findByText('Not a valid email address: not-an-address')).toBeInTheDocument();
    expect(fake.callsTo('POST', `${PATH}/email`)).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'soc@acme.example, ciso@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email summary' }));
    await waitFor(() => expect(fake.callsTo('POST', `${PATH}/email`)).toHaveLength(1));
    expect(fake.callsTo('POST', `${PATH}/email`)[0]).toMatchObject({
      body: { to: ['soc@acme.example', 'ciso@acme.example'] },
      query: { created: REF.created },
    });
    expect(await screen.findByText(/queued in the outbox, where a tenant admin can read it/)).toBeInTheDocument();
    expect(toasts[0]).toMatchObject({ title: 'Summary queued in the outbox', variant: 'success' });
  });
});

describe('the AI summary e-mail panel on the incidents page', () => {
  it('links a message queued in the outbox to the outbox drawer', async () => {
    const openOutbox = jest.fn();
    const fake = createFakeApi({
      [`GET ${PATH}`]: () => ({ aiSprinkles: BUILT_IN }),
      [`POST ${PATH}/email`]: () => ({ delivery: 'outbox', messageId: 'm-3' }),
    });
    render(
      <IncidentsTestShell
        api={fake.api}
        isTenantAdmin
        flags={{ USE_AI_SPRINKLES_FOR_INCIDENTS: true, USE_SEND_EMAIL_FOR_AI_SPRINKLES: true }}
      >
        <OpenOutboxContext.Provider value={openOutbox}>
          <AiSummaryPanel incidentRef={REF} version={3} />
        </OpenOutboxContext.Provider>
      </IncidentsTestShell>,
    );
    fireEvent.change(await screen.findByLabelText('Email summary to'), { target: { value: 'soc@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email summary' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the outbox' }));
    await waitFor(() => expect(openOutbox).toHaveBeenCalledTimes(1));
  });
});
