import { act, fireEvent, render, screen } from '@testing-library/react';
import { NO_EVIDENCE } from 'shared-contracts';
import type { EvidenceInfo } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { EvidenceSection, EvidenceSettingsButton } from './lazy-evidence';

const NONE: EvidenceInfo = NO_EVIDENCE;

describe('the lazily loaded evidence parts', () => {
  it('load the drawer section and, for a Tenant Admin, the settings button that opens the dialog', async () => {
    const fake = createFakeApi({
      'GET /evidence/info': () => NONE,
      'GET /evidence/config': () => ({
        keepEvidence: true,
        retentionDays: 30,
        redactSnippets: true,
        updated: null,
        updatedBy: null,
      }),
    });
    render(
      <TestShell shell={createTestShell({ api: fake.api })}>
        <EvidenceSettingsButton />
        <EvidenceSection eventRef={{ id: 'e-1', created: '2026-11-20T10:00:00.000Z' }} />
      </TestShell>,
    );
    expect(await screen.findByText('No evidence was kept for this event.')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Evidence settings' });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('dialog', { name: 'Evidence settings' })).toBeInTheDocument();
  });
});
