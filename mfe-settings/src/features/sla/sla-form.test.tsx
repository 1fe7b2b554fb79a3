import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SLA_TARGET_DEFAULTS } from 'shared-contracts';
import type { SlaTargets, SlaTargetsConfig } from 'shared-contracts';
import { createFakeApi, createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import { hoursFromTargets, SlaForm, targetsFromHours } from './sla-form';

const DEFAULTS: SlaTargetsConfig = { ...SLA_TARGET_DEFAULTS, updated: null, updatedBy: null };

function renderForm(put: (body: SlaTargets) => SlaTargetsConfig) {
  const fake = createFakeApi({
    'GET /sla-targets': () => DEFAULTS,
    'PUT /sla-targets': (_query, body) => put(body as SlaTargets),
  });
  const { notify, toasts } = createFakeNotify();
  render(
    <TestShell shell={createTestShell({ api: fake.api, notify, isTenantAdmin: true })} url="/settings/sla">
      <SlaForm />
    </TestShell>,
  );
  return { fake, toasts };
}

describe('the SLA form', () => {
  it('shows the targets in hours and saves them in minutes', async () => {
    const { fake, toasts } = renderForm((body) => ({
      ...body,
      updated: '2026-11-29T10:00:00.000Z',
      updatedBy: 'Avery Chen',
    }));
    const highAcknowledge = await screen.findByLabelText('High: acknowledge within (hours)');
    expect(highAcknowledge).toHaveValue('1');
    expect(screen.getByLabelText('Low: resolve within (hours)')).toHaveValue('168');
    expect(screen.getByText('The defaults apply: no one has changed the targets yet.')).toBeInTheDocument();
    fireEvent.change(highAcknowledge, { target: { value: '0.5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(fake.callsTo('PUT', '/sla-targets')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/sla-targets')[0]?.body).toEqual({
      ...SLA_TARGET_DEFAULTS,
      high: { acknowledgeMinutes: 30, resolveMinutes: 1440 },
    });
    await waitFor(() => expect(toasts).toEqual([{ title: 'SLA targets saved', variant: 'success' }]));
    expect(await screen.findByText(/^Last changed by Avery Chen on /)).toBeInTheDocument();
  });

  it('refuses a resolve target shorter than the acknowledge target, sending nothing', async () => {
    const { fake } = renderForm(() => DEFAULTS);
    fireEvent.change(await screen.findByLabelText('Medium: resolve within (hours)'), { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Must not be shorter than the time to acknowledge')).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/sla-targets')).toHaveLength(0);
  });

  it('converts minutes to hours and back without loss to the minute', () => {
    const targets = { ...SLA_TARGET_DEFAULTS, low: { acknowledgeMinutes: 45, resolveMinutes: 61 } };
    expect(targetsFromHours(hoursFromTargets(targets))).toEqual(targets);
  });
});
