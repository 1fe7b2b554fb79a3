import { REMOTES } from 'shared-contracts';
import { loadConfig } from './config';

describe('loadConfig: limits', () => {
  it('leaves the limits to their defaults when unset, and reads them when set (0 turns one off)', () => {
    const unset = loadConfig({}, '/repo');
    expect(unset.rateLimitUserPerMinute).toBeUndefined();
    expect(unset.shedMaxInFlight).toBeUndefined();
    const set = loadConfig(
      {
        RATE_LIMIT_USER_PER_MINUTE: '30',
        RATE_LIMIT_TENANT_PER_MINUTE: '0',
        SHED_EVENT_LOOP_DELAY_MS: '500',
        SHED_MAX_IN_FLIGHT: '64',
      },
      '/repo',
    );
    expect(set).toMatchObject({
      rateLimitUserPerMinute: 30,
      rateLimitTenantPerMinute: 0,
      shedEventLoopDelayMs: 500,
      shedMaxInFlight: 64,
    });
  });

  it('refuses a limit that is not a non-negative integer, naming the variable', () => {
    expect(() => loadConfig({ RATE_LIMIT_USER_PER_MINUTE: 'lots' }, '/repo')).toThrow('RATE_LIMIT_USER_PER_MINUTE');
    expect(() => loadConfig({ SHED_MAX_IN_FLIGHT: '-1' }, '/repo')).toThrow('SHED_MAX_IN_FLIGHT');
  });
});

describe('loadConfig: production mode', () => {
  const required = {
    DATABASE_URL: 'postgres://console@db.internal:5432/console',
    DESCOPE_PROJECT_ID: 'P2Production000000000000000',
    PUBLIC_BASE_URL: 'https://api.console.example/',
    CORS_ORIGINS: 'https://app.console.example',
  };

  it('refuses to start without its required settings, naming every missing one at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/repo')).toThrow(
      'production mode needs these settings, which are not set: DATABASE_URL, DESCOPE_PROJECT_ID, PUBLIC_BASE_URL, CORS_ORIGINS',
    );
    const { CORS_ORIGINS: _cors, ...withoutCors } = required;
    expect(() => loadConfig({ CONSOLE_MODE: 'production', ...withoutCors, PUBLIC_BASE_URL: ' ' }, '/repo')).toThrow(
      'not set: PUBLIC_BASE_URL, CORS_ORIGINS',
    );
  });

  it('runs with them: no local identity provider, no demo data, the server database', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...required, DEMO_DATA: 'true' }, '/repo')).toMatchObject({
      mode: 'production',
      demoData: false,
      databaseUrl: required.DATABASE_URL,
      projectId: required.DESCOPE_PROJECT_ID,
      publicBaseUrl: 'https://api.console.example',
      corsOrigins: ['https://app.console.example'],
    });
  });

  it('needs none of them in local mode', () => {
    expect(loadConfig({}, '/repo')).toMatchObject({ mode: 'local', demoData: true });
  });

  it('answers the shell and every remote’s standalone dev shell in local mode when CORS_ORIGINS is not set', () => {
    const { corsOrigins } = loadConfig({}, '/repo');
    expect(corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:8097']),
    );
    for (const remote of REMOTES) {
      expect(corsOrigins).toContain(`http://localhost:${remote.devPort}`);
      expect(corsOrigins).toContain(`http://127.0.0.1:${remote.devPort}`);
    }
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }, '/repo').corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('loadConfig: the demo data’s anchor', () => {
  it('ends the demo data at start by default, and at DEMO_ANCHOR when set', () => {
    expect(loadConfig({}, '/repo').demoAnchor).toBeUndefined();
    expect(loadConfig({ DEMO_ANCHOR: '2026-03-02T09:30:00Z' }, '/repo').demoAnchor).toEqual(
      new Date(Date.UTC(2026, 2, 2, 9, 30)),
    );
    expect(loadConfig({ DEMO_ANCHOR: '2026-03-02T10:30:00+01:00' }, '/repo').demoAnchor?.toISOString()).toBe(
      '2026-03-02T09:30:00.000Z',
    );
  });

  it('refuses a time without its zone (it would depend on the machine’s) or one it cannot read', () => {
    expect(() => loadConfig({ DEMO_ANCHOR: '2026-03-02T09:30:00' }, '/repo')).toThrow('DEMO_ANCHOR');
    expect(() => loadConfig({ DEMO_ANCHOR: 'yesterday' }, '/repo')).toThrow('DEMO_ANCHOR');
  });
});
