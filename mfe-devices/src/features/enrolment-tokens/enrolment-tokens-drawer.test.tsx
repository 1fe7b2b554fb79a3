import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EnrolmentToken } from 'shared-contracts';
import { createFakeApi, createFakeNotify, createTestShell, TestShell } from 'shared-ui/testing';
import { EnrolmentTokensDrawer } from './enrolment-tokens-drawer';

const TOKEN: EnrolmentToken = {
  id: 't-1',
  name: 'Finance laptops',
  created: '2026-11-20T10:00:00.000Z',
  createdBy: 'Ada Admin',
  expiresAt: '2099-01-01T00:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  enrolments: 4,
};

function renderDrawer(isTenantAdmin = true) {
  let tokens = [TOKEN];
  const fake = createFakeApi({
    'GET /devices/enrolment-tokens': () => ({ enrolmentTokens: tokens }),
    'POST /devices/enrolment-tokens': (_query, body) => {
      const created = { ...TOKEN, id: 't-2', name: (body as { name: string }).name, enrolments: 0 };
      tokens = [created, ...tokens];
      return { enrolmentToken: created, secret: 'cet_secret-shown-once' };
    },
    'POST /devices/enrolment-tokens/t-1/revoke': () => {
      tokens = tokens.map((token) =>
        token.id === 't-1' ? { ...token, revokedAt: '2026-11-23T10:00:00.000Z' } : token,
      );
      return tokens.find((token) => token.id === 't-1');
    },
  });
  const { notify, toasts } = createFakeNotify();
  render(
    <TestShell shell={createTestShell({ api: fake.api, notify, isTenantAdmin })} url="/devices">
      <EnrolmentTokensDrawer />
    </TestShell>,
  );
  return { ...fake, toasts };
}

describe('the enrolment tokens drawer', () => {
  it('creates a token and shows its secret once, lists tokens with their use, and revokes one', async () => {
    const fake = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Enrolment tokens' }));
    expect(await screen.findByText('Finance laptops')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '4' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Sales Macs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('enrolment-secret')).toHaveTextContent('cet_secret-shown-once');
    expect(fake.callsTo('POST', '/devices/enrolment-tokens')[0]?.body).toEqual({ name: 'Sales Macs' });
    expect(await screen.findByText('Sales Macs')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Finance laptops' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.callsTo('POST', '/devices/enrolment-tokens/t-1/revoke')).toHaveLength(1));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(fake.toasts.at(-1)).toMatchObject({ variant: 'success' });
  });

  it('is not offered to an analyst', () => {
    renderDrawer(false);
    expect(screen.queryByRole('button', { name: 'Enrolment tokens' })).not.toBeInTheDocument();
  });
});
