import { act, renderHook, waitFor } from '@testing-library/react';
import { FEATURE_FLAGS_STORAGE_KEY, FEATURE_FLAG_DEFAULTS, type ApiClient } from 'shared-contracts';
import { useFeatureFlags } from './use-feature-flags';

function fakeApi(answer: unknown) {
  return {
    get: jest.fn(async () => answer),
    put: jest.fn(async (_path: string, body: { value: boolean }) => ({
      flags: { ...FEATURE_FLAG_DEFAULTS, DISPLAY_AI_POSTURE_PAGE: body.value },
      overrides: { DISPLAY_AI_POSTURE_PAGE: body.value },
    })),
    delete: jest.fn(async () => ({ flags: { ...FEATURE_FLAG_DEFAULTS }, overrides: {} })),
  } as unknown as ApiClient & { get: jest.Mock; put: jest.Mock; delete: jest.Mock };
}

const cached = () => JSON.parse(localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY) ?? 'null') as unknown;

describe('useFeatureFlags', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("applies the API's per-tenant values over the defaults, booleans only, and caches them", async () => {
    const api = fakeApi({
      flags: { ...FEATURE_FLAG_DEFAULTS, DISPLAY_AI_POSTURE_PAGE: false, EXTRA_COMPLIANCE_FRAMEWORKS: 'yes' },
      overrides: { DISPLAY_AI_POSTURE_PAGE: false },
    });
    const { result } = renderHook(() => useFeatureFlags(api, 'api'));
    expect(result.current.ready).toBe(false);
    expect(result.current.flags).toEqual(FEATURE_FLAG_DEFAULTS);
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(api.get).toHaveBeenCalledWith('/feature-flags');
    expect(result.current.flags).toEqual({ ...FEATURE_FLAG_DEFAULTS, DISPLAY_AI_POSTURE_PAGE: false });
    expect(result.current.overrides).toEqual({ DISPLAY_AI_POSTURE_PAGE: false });
    expect(cached()).toEqual(result.current.flags);
  });

  it('starts from the cache, so the shell need not wait', () => {
    localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify({ DISPLAY_USER_MANAGEMENT_PAGE: false }));
    const { result } = renderHook(() => useFeatureFlags(fakeApi(new Promise(() => undefined)), 'api'));
    expect(result.current.ready).toBe(true);
    expect(result.current.flags.DISPLAY_USER_MANAGEMENT_PAGE).toBe(false);
  });

  it('keeps the defaults with a warning when the API cannot answer', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi(undefined);
    api.get.mockRejectedValue(new Error('down'));
    const { result } = renderHook(() => useFeatureFlags(api, 'api'));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.flags).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(warn).toHaveBeenCalled();
  });

  it('sets and resets a tenant override through the API', async () => {
    const api = fakeApi({ flags: { ...FEATURE_FLAG_DEFAULTS }, overrides: {} });
    const { result } = renderHook(() => useFeatureFlags(api, 'api'));
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.setOverride('DISPLAY_AI_POSTURE_PAGE', false));
    expect(api.put).toHaveBeenCalledWith('/feature-flags/DISPLAY_AI_POSTURE_PAGE', { value: false });
    expect(result.current.flags.DISPLAY_AI_POSTURE_PAGE).toBe(false);
    await act(() => result.current.setOverride('DISPLAY_AI_POSTURE_PAGE', null));
    expect(api.delete).toHaveBeenCalledWith('/feature-flags/DISPLAY_AI_POSTURE_PAGE');
    expect(result.current.flags.DISPLAY_AI_POSTURE_PAGE).toBe(true);
  });

  it('with LaunchDarkly: no API call; its booleans apply; a failed start logs and keeps the defaults', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({});
    const { result } = renderHook(() => useFeatureFlags(api, 'launchdarkly'));
    act(() =>
      result.current.applyLaunchDarkly({ USE_SEND_EMAIL_FOR_AI_SPRINKLES: true, DISPLAY_AI_POSTURE_PAGE: 'off' }),
    );
    expect(api.get).not.toHaveBeenCalled();
    expect(result.current.flags).toEqual({ ...FEATURE_FLAG_DEFAULTS, USE_SEND_EMAIL_FOR_AI_SPRINKLES: true });
    act(() => result.current.failLaunchDarkly(new Error('timeout')));
    expect(error).toHaveBeenCalledWith('Failed to initialize LaunchDarkly client', expect.any(Error));
    expect(result.current.flags).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(result.current.ready).toBe(true);
  });
});
