import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import EvidenceSettingsButton from './evidence-settings-button';

const CONFIG = { keepEvidence: true, retentionDays: 30, redactSnippets: true, updated: null, updatedBy: null };

function renderButton(isTenantAdmin: boolean) {
  const fake = createFakeApi({ 'GET /evidence/config': () => CONFIG });
  render(
    <TestShell shell={createTestShell({ api: fake.api, isTenantAdmin })}>
      <EvidenceSettingsButton />
    </TestShell>,
  );
  return fake;
}

describe('EvidenceSettingsButton', () => {
  it('is not there for an analyst, who may not change the settings', () => {
    const fake = renderButton(false);
    expect(screen.queryByRole('button', { name: 'Evidence settings' })).not.toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('opens the settings dialog for a Tenant Admin, loading it only then', async () => {
    const fake = renderButton(true);
    expect(fake.calls).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Evidence settings' })));
    expect(await screen.findByRole('dialog', { name: 'Evidence settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Retention (days)')).toHaveValue('30');
  });
});

describe('EvidenceSettingsButton under an older host', () => {
  it('stays hidden, never failing the page, when the host does not know the action', () => {
    const shell = createTestShell();
    const can = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'some')");
    };
    render(
      <TestShell shell={{ ...shell, can }}>
        <EvidenceSettingsButton />
      </TestShell>,
    );
    expect(screen.queryByRole('button', { name: 'Evidence settings' })).not.toBeInTheDocument();
  });
});
