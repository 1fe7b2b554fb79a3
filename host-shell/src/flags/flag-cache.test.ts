import { FEATURE_FLAGS_STORAGE_KEY, FEATURE_FLAG_DEFAULTS } from 'shared-contracts';
import { clearCachedFlags, pickBooleanFlags, readCachedFlags, withDefaults, writeCachedFlags } from './flag-cache';

describe('flag cache', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('keeps only known flags with boolean values', () => {
    expect(
      pickBooleanFlags({
        DISPLAY_AI_POSTURE_PAGE: false,
        EXTRA_COMPLIANCE_FRAMEWORKS: 'true',
        USE_SEND_EMAIL_FOR_AI_SPRINKLES: 1,
        SOMETHING_ELSE: true,
      }),
    ).toEqual({ DISPLAY_AI_POSTURE_PAGE: false });
    expect(pickBooleanFlags(null)).toEqual({});
    expect(pickBooleanFlags('x')).toEqual({});
  });

  it('round-trips through local storage under the one fixed key', () => {
    writeCachedFlags(withDefaults({ DISPLAY_USER_MANAGEMENT_PAGE: false }));
    expect(JSON.parse(localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      DISPLAY_USER_MANAGEMENT_PAGE: false,
    });
    expect(readCachedFlags()).toEqual({ ...FEATURE_FLAG_DEFAULTS, DISPLAY_USER_MANAGEMENT_PAGE: false });
    clearCachedFlags();
    expect(readCachedFlags()).toEqual({});
  });

  it('warns about an unparseable cache and keeps the defaults', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, '{not json');
    expect(withDefaults(readCachedFlags())).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unparseable cached feature flags'), expect.anything());
  });
});
