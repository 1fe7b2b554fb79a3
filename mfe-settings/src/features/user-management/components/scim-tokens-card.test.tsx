import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ScimToken } from 'shared-contracts';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { ScimTokensCard } from './scim-tokens-card';

const TOKEN: ScimToken = {
  id: 't-1',
  name: 'Okta',
  createdBy: 'Avery Chen',
  created: '2026-11-01T10:00:00.000Z',
  lastUsed: null,
};

describe('ScimTokensCard', () => {
  it('shows the endpoint and the tokens, creates one showing its secret once, and revokes', async () => {
    let tokens = [TOKEN];
    const fake = createFakeApi({
      'GET /scim-tokens': () => ({ tokens }),
      'POST /scim-tokens': () => {
        const token = { ...TOKEN, id: 't-2', name: 'Entra' };
        tokens = [token, ...tokens];
        return { token, secret: 'scim_secret-once' };
      },
      'DELETE /scim-tokens/t-1': () => undefined,
    });
    render(
      <TestShell shell={createTestShell({ api: fake.api, isTenantAdmin: true })} url="/settings/user-management">
        <ScimTokensCard />
      </TestShell>,
    );
    expect(await screen.findByText('Okta')).toBeInTheDocument();
    expect(screen.getByText(/\/scim\/v2$/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Entra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('scim_secret-once')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/scim-tokens')[0]?.body).toEqual({ name: 'Entra' });
    expect(await screen.findByText('Entra')).toBeInTheDocument();

    const row = screen.getByText('Okta').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = (await screen.findByText('Revoke Okta?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(fake.callsTo('DELETE', '/scim-tokens/t-1')).toHaveLength(1));
  });
});
