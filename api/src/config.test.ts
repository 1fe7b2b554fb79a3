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
