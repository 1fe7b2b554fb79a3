import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EvidenceConfig, EvidenceSettings } from 'shared-contracts';
import { ApiError } from 'shared-ui';
import { createFakeApi, createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import EvidenceSettingsDialog from './evidence-settings-dialog';

const DEFAULTS: EvidenceConfig = {
  keepEvidence: true,
  retentionDays: 30,
  redactSnippets: true,
  updated: null,
  updatedBy: null,
};

function renderDialog(put: (body: EvidenceSettings) => EvidenceConfig) {
  const fake = createFakeApi({
    'GET /evidence/config': () => DEFAULTS,
    'PUT /evidence/config': (_query, body) => put(body as EvidenceSettings),
  });
  const { notify, toasts } = createFakeNotify();
  const onClose = jest.fn();
  render(
    <TestShell shell={createTestShell({ api: fake.api, notify })}>
      <EvidenceSettingsDialog onClose={onClose} />
    </TestShell>,
  );
  return { fake, toasts, onClose };
}

const retention = () => screen.findByLabelText('Retention (days)');

describe('the evidence settings dialog', () => {
  it('shows the settings in force and saves the changed ones', async () => {
    const { fake, toasts, onClose } = renderDialog((body) => ({
      ...body,
      updated: '2026-11-20T10:00:00.000Z',
      updatedBy: 'Ada Lovelace',
    }));
    expect(await retention()).toHaveValue('30');
    expect(screen.getByText('The defaults apply: no one has changed these settings yet.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Keep evidence' })).toBeChecked();
    fireEvent.change(await retention(), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Redact snippets' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.callsTo('PUT', '/evidence/config')[0]?.body).toEqual({
      keepEvidence: true,
      retentionDays: 90,
      redactSnippets: false,
    });
    expect(toasts).toEqual([{ title: 'Evidence settings saved', variant: 'success' }]);
  });

  it("shows the API's field errors by their field, and stays open", async () => {
    const { onClose } = renderDialog(() => {
      throw new ApiError(400, 'Bad Request', 'Invalid retentionDays', [
        { field: 'retentionDays', message: 'must be at most 3650 days for this tenant' },
      ]);
    });
    fireEvent.change(await retention(), { target: { value: '45' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('must be at most 3650 days for this tenant')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The settings were not saved. Invalid retentionDays');
    expect(onClose).not.toHaveBeenCalled();
  });
});
