import { render, screen } from '@testing-library/react';
import type { ShellContext, TenantEntry } from 'shared-contracts';
import { ConsoleSessionContextProvider, useConsoleSession, type ConsoleSession } from './session-context';

const acme: TenantEntry = { id: 'acme', name: 'Acme Corp', roleNames: [] };
const globex: TenantEntry = { id: 'globex', name: 'Globex', roleNames: [] };

const session = (tenant: TenantEntry) =>
  ({ shell: { tenant } as unknown as ShellContext }) as unknown as ConsoleSession;

function TenantName({ testId }: { testId: string }) {
  const tenant = useConsoleSession((value) => value.shell.tenant);
  return <span data-testid={testId}>{tenant.name}</span>;
}

describe('ConsoleSessionContextProvider', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives each shell its own session store, and readers follow a new value', () => {
    const view = (first: TenantEntry) => (
      <>
        <ConsoleSessionContextProvider value={session(first)}>
          <TenantName testId="one" />
        </ConsoleSessionContextProvider>
        <ConsoleSessionContextProvider value={session(globex)}>
          <TenantName testId="two" />
        </ConsoleSessionContextProvider>
      </>
    );
    const { rerender } = render(view(acme));
    expect(screen.getByTestId('one')).toHaveTextContent('Acme Corp');
    expect(screen.getByTestId('two')).toHaveTextContent('Globex');
    rerender(view(globex));
    expect(screen.getByTestId('one')).toHaveTextContent('Globex');
  });

  it('refuses a reader outside a session', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TenantName testId="none" />)).toThrow('must be used under <ConsoleSessionProvider>');
  });
});
