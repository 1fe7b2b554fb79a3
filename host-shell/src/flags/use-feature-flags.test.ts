import { act, renderHook, waitFor } from '@testing-library/react';
import { FEATURE_FLAGS_STORAGE_KEY, FEATURE_FLAG_DEFAULTS } from 'shared-contracts';
import { createFakeApi } from 'shared-ui/testing';
import { useFeatureFlags } from './use-feature-flags';

const FLAG_PATH = '/feature-flags/DISPLAY_AI_POSTURE_PAGE';

function fakeApi(answer: () => unknown) {
  return createFakeApi({
    'GET /feature-flags': answer,
    [`PUT ${FLAG_PATH}`]: (_query, body) => {
      const value = (body as { value: boolean }).value;
      return {
        flags: { ...FEATURE_FLAG_DEFAULTS, DISPLAY_AI_POSTURE_PAGE: value },
        overrides: { DISPLAY_AI_POSTURE_PAGE: value },
      };
    },
    [`DELETE ${FLAG_PATH}`]: () => ({ flags: { ...FEATURE_FLAG_DEFAULTS }, overrides: {} }),
  });
}

const cached = () => JSON.parse(localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY) ?? 'null') as unknown;

describe('useFeatureFlags', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("applies the API's per-tenant values over the defaults, booleans only, and caches them", async () => {
    const fake = fakeApi(() => ({
      flags: { ...FEATURE_FLAG_DEFAULTS, DISPLAY_AI_POSTURE_PAGE: false, EXTRA_COMPLIANCE_FRAMEWORKS: 'yes' },
      overrides: { DISPLAY_AI_POSTURE_PAGE: false },
    }));
    const { result } = renderHook(() => useFeatureFlags(fake.api, 'api'));
    expect(result.current.ready).toBe(false);
    expect(result.current.flags).toEqual(FEATURE_FLAG_DEFAULTS);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(fake.callsTo('GET', '/feature-flags')).toHaveLength(1);
    expect(result.current.flags).toEqual({ ...FEATURE_FLAG_DEFAULTS, DISPLAY_AI_POSTURE_PAGE: false });
    expect(result.current.overrides).toEqual({ DISPLAY_AI_POSTURE_PAGE: false });
    expect(cached()).toEqual(result.current.flags);
  });

  it('starts from the cache, so the shell need not wait', () => {
    localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify({ DISPLAY_USER_MANAGEMENT_PAGE: false }));
    const { result } = renderHook(() => useFeatureFlags(fakeApi(() => new Promise(() => undefined)).api, 'api'));
    expect(result.current.ready).toBe(true);
    expect(result.current.flags.DISPLAY_USER_MANAGEMENT_PAGE).toBe(false);
  });

  it('keeps the defaults with a warning when the API cannot answer', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakeApi(() => {
      throw new Error('down');
    });
    const { result } = renderHook(() => useFeatureFlags(fake.api, 'api'));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.flags).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(warn).toHaveBeenCalled();
  });

  it('sets and resets a tenant override through the API', async () => {
    const fake = fakeApi(() => ({ flags: { ...FEATURE_FLAG_DEFAULTS }, overrides: {} }));
    const { result } = renderHook(() => useFeatureFlags(fake.api, 'api'));
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.setOverride('DISPLAY_AI_POSTURE_PAGE', false));
    expect(fake.callsTo('PUT', FLAG_PATH).map((call) => call.body)).toEqual([{ value: false }]);
    expect(result.current.flags.DISPLAY_AI_POSTURE_PAGE).toBe(false);
    await act(() => result.current.setOverride('DISPLAY_AI_POSTURE_PAGE', null));
    expect(fake.callsTo('DELETE', FLAG_PATH)).toHaveLength(1);
    expect(result.current.flags.DISPLAY_AI_POSTURE_PAGE).toBe(true);
  });

  it('with LaunchDarkly: no API call; its booleans apply; a failed start logs and keeps the defaults', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeApi(() => ({}));
    const { result } = renderHook(() => useFeatureFlags(fake.api, 'launchdarkly'));
    act(() =>
      result.current.applyLaunchDarkly({ USE_SEND_EMAIL_FOR_AI_SPRINKLES: true, DISPLAY_AI_POSTURE_PAGE: 'off' }),
    );
    expect(fake.calls).toEqual([]);
    expect(result.current.flags).toEqual({ ...FEATURE_FLAG_DEFAULTS, USE_SEND_EMAIL_FOR_AI_SPRINKLES: true });
    act(() => result.current.failLaunchDarkly(new Error('timeout')));
    expect(error).toHaveBeenCalledWith('Failed to initialize LaunchDarkly client', expect.any(Error));
    expect(result.current.flags).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(result.current.ready).toBe(true);
  });
});
