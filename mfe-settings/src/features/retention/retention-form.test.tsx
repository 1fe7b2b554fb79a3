import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RETENTION_DEFAULTS } from 'shared-contracts';
import type { RetentionConfig, RetentionSettings } from 'shared-contracts';
import { ApiError } from 'shared-ui';
import { createFakeApi, createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import { RetentionForm } from './retention-form';

const DEFAULTS: RetentionConfig = {
  ...RETENTION_DEFAULTS,
  updated: null,
  updatedBy: null,
  nextPass: '2026-11-29T11:00:00.000Z',
};

function renderForm(put: (body: RetentionSettings) => RetentionConfig) {
  const fake = createFakeApi({
    'GET /retention': () => DEFAULTS,
    'PUT /retention': (_query, body) => put(body as RetentionSettings),
  });
  const { notify, toasts } = createFakeNotify();
  render(
    <TestShell shell={createTestShell({ api: fake.api, notify, isTenantAdmin: true })} url="/settings/retention">
      <RetentionForm />
    </TestShell>,
  );
  return { fake, toasts };
}

const events = () => screen.findByLabelText('Egress events (days)');

describe('the retention form', () => {
  it('says expired data is gone for good and exporting is up to the user, and saves a lower retention', async () => {
    const { fake, toasts } = renderForm((body) => ({
      ...DEFAULTS,
      ...body,
      updated: '2026-11-29T10:00:00.000Z',
      updatedBy: 'Avery Chen',
    }));
    expect(await events()).toHaveValue('180');
    expect(screen.getByText('Expired data is deleted for good and cannot be restored.')).toBeInTheDocument();
    expect(screen.getByText(/before it expires: that is up to you/)).toBeInTheDocument();
    expect(screen.getByText(/Expired data is deleted every hour; the next pass runs at/)).toBeInTheDocument();
    expect(screen.getByText('The defaults apply: no one has changed the retention yet.')).toBeInTheDocument();
    fireEvent.change(await events(), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Evidence (days)'), { target: { value: '60' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(fake.callsTo('PUT', '/retention')).toHaveLength(1));
    expect(fake.callsTo('PUT', '/retention')[0]?.body).toEqual({
      eventsDays: 30,
      incidentsDays: 180,
      evidenceDays: 60,
    });
    await waitFor(() => expect(toasts).toEqual([{ title: 'Retention saved', variant: 'success' }]));
    expect(await screen.findByText(/^Last changed by Avery Chen on /)).toBeInTheDocument();
  });

  it("shows the API's field errors by their field", async () => {
    const { toasts } = renderForm(() => {
      throw new ApiError(400, 'Bad Request', 'Invalid incidentsDays', [
        { field: 'incidentsDays', message: 'must be <= 730' },
      ]);
    });
    fireEvent.change(await screen.findByLabelText('Incidents (days)'), { target: { value: '700' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('must be <= 730')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });
});
