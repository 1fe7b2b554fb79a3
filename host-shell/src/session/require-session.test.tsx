import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/core';
import { RuntimeProvider, type ConsoleRuntime } from '../app/runtime-context';
import { USER_LOAD_GRACE_MS, RequireSession, isLoginInProgress, loginPathFor } from './require-session';

const identity = {
  isAuthenticated: false,
  isSessionLoading: false,
  user: undefined as object | undefined,
  isUserLoading: false,
  refreshToken: '',
};

jest.mock('@descope/react-sdk', () => ({
  useSession: () => ({ isAuthenticated: identity.isAuthenticated, isSessionLoading: identity.isSessionLoading }),
  useUser: () => ({ user: identity.user, isUserLoading: identity.isUserLoading }),
  getRefreshToken: () => identity.refreshToken,
  getSessionToken: () => '',
}));

function LoginProbe() {
  const location = useLocation();
  return (
    <p>
      login at {`${location.pathname}${location.search}`} from {(location.state as { from?: string }).from}
    </p>
  );
}

function renderAt(path: string) {
  const guard = { endSession: jest.fn(async () => undefined) };
  render(
    <RuntimeProvider value={{ session: guard } as unknown as ConsoleRuntime}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route path="*" element={<RequireSession>protected page</RequireSession>} />
        </Routes>
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return guard;
}

describe('RequireSession', () => {
  beforeEach(() => {
    Object.assign(identity, {
      isAuthenticated: false,
      isSessionLoading: false,
      user: undefined,
      isUserLoading: false,
      refreshToken: '',
    });
  });

  it('waits while a stored session is being restored', () => {
    Object.assign(identity, { isSessionLoading: true, refreshToken: 'stored-refresh-token' });
    renderAt('/incidents');
    expect(screen.queryByText(/login at/)).toBeNull();
    expect(screen.queryByText('protected page')).toBeNull();
  });

  it('forwards to /login when the SDK still says loading but holds no token to restore (descope-js #1449)', () => {
    Object.assign(identity, { isSessionLoading: true, refreshToken: '' });
    renderAt('/incidents');
    expect(screen.getByText(/login at/)).toHaveTextContent('login at /login from /incidents');
  });

  it('forwards to /login at once without a session, keeping only the three login parameters', () => {
    renderAt('/egress?t=tok&code=c1&descope-login-flow=f&page=2');
    expect(screen.getByText(/login at/)).toHaveTextContent(
      'login at /login?descope-login-flow=f&t=tok&code=c1 from /egress?t=tok&code=c1&descope-login-flow=f&page=2',
    );
  });

  it('renders the page with a session and a loaded user', () => {
    Object.assign(identity, { isAuthenticated: true, user: { userId: 'U1' } });
    renderAt('/incidents');
    expect(screen.getByText('protected page')).toBeInTheDocument();
  });

  it('ends the session when the user data cannot be loaded', () => {
    jest.useFakeTimers();
    try {
      Object.assign(identity, { isAuthenticated: true, user: undefined, isUserLoading: false });
      const guard = renderAt('/incidents');
      expect(screen.queryByText('protected page')).toBeNull();
      act(() => jest.advanceTimersByTime(USER_LOAD_GRACE_MS - 1));
      expect(guard.endSession).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(guard.endSession).toHaveBeenCalledWith('user-data');
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits while the user data is loading', () => {
    jest.useFakeTimers();
    try {
      Object.assign(identity, { isAuthenticated: true, user: undefined, isUserLoading: true });
      const guard = renderAt('/incidents');
      act(() => jest.advanceTimersByTime(USER_LOAD_GRACE_MS * 2));
      expect(guard.endSession).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('login helpers', () => {
  it('builds the login path from the kept parameters only', () => {
    expect(loginPathFor('?other=1')).toBe('/login');
    expect(loginPathFor('?code=abc&x=1')).toBe('/login?code=abc');
  });

  it('counts login in progress while a kept parameter is present or no user is loaded', () => {
    expect(isLoginInProgress('', undefined)).toBe(true);
    expect(isLoginInProgress('?code=1', { userId: 'U1' })).toBe(true);
    expect(isLoginInProgress('?descope-login-flow=x', { userId: 'U1' })).toBe(true);
    expect(isLoginInProgress('?page=2', { userId: 'U1' })).toBe(false);
  });
});
