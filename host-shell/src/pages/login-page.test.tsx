import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/core';
import { RuntimeProvider, type ConsoleRuntime } from '../app/runtime-context';
import { LoginPage } from './login-page';

const user = { userId: 'U1', email: 'ada@acme.example', userTenants: [{ tenantId: 'acme', roleNames: [] }] };
const jwtAnswer = { ok: true, data: { sessionJwt: 'session-jwt', user } };
const sdk = {
  password: { signIn: jest.fn() },
  sso: { start: jest.fn(), exchange: jest.fn() },
};

jest.mock('@descope/react-sdk', () => ({
  useDescope: () => sdk,
  useSession: () => ({ isAuthenticated: false }),
  useUser: () => ({ user: undefined }),
}));

function Where() {
  const location = useLocation();
  return <p>now at {`${location.pathname}${location.search}`}</p>;
}

function renderLogin(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const runtime = { config: { apiBaseUrl: 'http://api.test', descopeProjectId: 'P' } } as unknown as ConsoleRuntime;
  render(
    <RuntimeProvider value={runtime}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Routes>
          <Route path="/login" element={<Where />} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </RuntimeProvider>,
  );
}

const auditBodies = () =>
  (globalThis.fetch as jest.Mock).mock.calls
    .filter(([url]) => String(url).endsWith('/audit-logs'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, string>);

describe('LoginPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 204,
      headers: { get: () => null },
      text: async () => '',
    })) as unknown as typeof fetch;
  });

  it('signs in with a password, writes Logon and returns to the page asked for', async () => {
    sdk.password.signIn.mockResolvedValue(jwtAnswer);
    renderLogin({ pathname: '/login', state: { from: '/incidents?page=2' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@acme.example ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('now at /incidents?page=2');
    expect(sdk.password.signIn).toHaveBeenCalledWith('ada@acme.example', 'secret');
    expect(auditBodies()).toEqual([
      { page: 'Login', action: 'Logon', outcome: 'Success', description: 'Signed in with password' },
    ]);
  });

  it('asks for the email and the password before signing in, and drops a message once its field is filled', () => {
    renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sdk.password.signIn).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@acme.example' } });
    expect(screen.queryByText('Enter your email')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('asks only for the email before single sign-on', () => {
    renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
    expect(sdk.sso.start).not.toHaveBeenCalled();
  });

  it('shows the identity provider refusal', async () => {
    sdk.password.signIn.mockResolvedValue({ ok: false, error: { errorDescription: 'Invalid credentials' } });
    renderLogin('/login');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@acme.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(auditBodies()).toEqual([]);
  });

  it('starts SSO with the email and keeps the page asked for across the round trip', async () => {
    sdk.sso.start.mockResolvedValue({ ok: false, error: { errorDescription: 'No SSO for this domain' } });
    renderLogin({ pathname: '/login', state: { from: '/devices' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No SSO for this domain');
    expect(sdk.sso.start).toHaveBeenCalledWith('ada@acme.example', 'http://localhost/login');
    expect(sessionStorage.getItem('console.loginReturnPath')).toBe('/devices');
  });

  it('exchanges the SSO code once, writes Logon and returns to the kept page', async () => {
    sdk.sso.exchange.mockResolvedValue(jwtAnswer);
    sessionStorage.setItem('console.loginReturnPath', '/devices');
    renderLogin('/login?code=c-123');
    expect(screen.getByText('Completing single sign-on…')).toBeInTheDocument();
    await screen.findByText('now at /devices');
    expect(sdk.sso.exchange).toHaveBeenCalledTimes(1);
    expect(sdk.sso.exchange).toHaveBeenCalledWith('c-123');
    await waitFor(() =>
      expect(auditBodies()).toEqual([
        { page: 'Login', action: 'Logon', outcome: 'Success', description: 'Signed in with SSO' },
      ]),
    );
  });

  it('shows an error when the code does not exchange', async () => {
    sdk.sso.exchange.mockResolvedValue({ ok: false, error: { errorDescription: 'Bad code' } });
    sessionStorage.setItem('console.loginReturnPath', '/devices');
    renderLogin('/login?code=c-bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad code');
    expect(screen.getByText('now at /login')).toBeInTheDocument();
  });

  it('does not exchange a code this tab did not ask for (a code sent as a link)', async () => {
    renderLogin('/login?code=c-foreign');
    expect(await screen.findByRole('alert')).toHaveTextContent('not started in this browser tab');
    expect(sdk.sso.exchange).not.toHaveBeenCalled();
    expect(screen.getByText('now at /login')).toBeInTheDocument();
  });
});
