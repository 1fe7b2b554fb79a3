import { fireEvent, render, screen } from '@testing-library/react';
import type { AuditChainVerification } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { ChainStatus } from './chain-status';

function renderWith(...answers: AuditChainVerification[]) {
  return renderStatus(false, answers);
}

function renderStatus(compact: boolean, answers: AuditChainVerification[]) {
  const fake = createFakeApi({ 'GET /audit-logs/verify': () => answers.shift() });
  render(
    <TestShell shell={createTestShell({ api: fake.api })}>
      <ChainStatus compact={compact} />
    </TestShell>,
  );
  return fake;
}

const INTACT: AuditChainVerification = {
  intact: true,
  entries: 1234,
  verifiedAt: '2026-11-23T10:00:00.000Z',
  firstBroken: null,
};

describe('ChainStatus', () => {
  it('says the log verified, when and over how many entries, and checks again on demand', async () => {
    const altered: AuditChainVerification = {
      ...INTACT,
      intact: false,
      entries: 4,
      firstBroken: { seq: 5, id: 'a-5', reason: 'content-changed' },
    };
    const fake = renderWith(INTACT, altered);
    expect(await screen.findByText(/^Verified .+: 1,234 entries, none altered$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify again' }));
    expect(
      await screen.findByText('Altered: entry 5 of the audit log does not verify (its content was changed)'),
    ).toBeInTheDocument();
    expect(fake.callsTo('GET', '/audit-logs/verify')).toHaveLength(2);
  });

  it('leaves the time to its tooltip in a compact bar', async () => {
    renderStatus(true, [INTACT]);
    const status = await screen.findByText('Verified 1,234 entries, none altered');
    expect(status).toHaveAttribute('title', expect.stringMatching(/^Verified .+: 1,234 entries, none altered$/));
  });
});
