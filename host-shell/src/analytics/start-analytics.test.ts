import { forgetAnalyticsForTests, maskRecordedText, startAnalytics } from './start-analytics';

const loaded = jest.fn();
const init = jest.fn();

jest.mock('posthog-js', () => {
  loaded();
  return { __esModule: true, default: { init, identify: jest.fn(), group: jest.fn(), reset: jest.fn() } };
});

describe('startAnalytics', () => {
  beforeEach(() => {
    forgetAnalyticsForTests();
    jest.clearAllMocks();
  });

  it('loads nothing and starts nothing without a key', async () => {
    await expect(startAnalytics({})).resolves.toBe(false);
    await expect(startAnalytics({ posthogKey: '' })).resolves.toBe(false);
    expect(loaded).not.toHaveBeenCalled();
    expect(init).not.toHaveBeenCalled();
  });

  it('starts PostHog once with every input and text masked', async () => {
    await expect(startAnalytics({ posthogKey: 'phc_test', posthogHost: 'http://ph.test' })).resolves.toBe(true);
    await expect(startAnalytics({ posthogKey: 'phc_test' })).resolves.toBe(true);
    expect(init).toHaveBeenCalledTimes(1);
    const [key, options] = init.mock.calls[0] as [string, Record<string, unknown>];
    expect(key).toBe('phc_test');
    expect(options).toMatchObject({
      api_host: 'http://ph.test',
      session_recording: { maskAllInputs: true, maskTextSelector: '*', maskTextFn: maskRecordedText },
    });
  });
});

describe('maskRecordedText', () => {
  function inside(html: string, selector: string): HTMLElement {
    document.body.innerHTML = html;
    return document.querySelector<HTMLElement>(selector)!;
  }

  it('replaces every visible character by an asterisk, keeping the length and spacing', () => {
    const cell = inside('<table><tr><td><span>x</span></td></tr></table>', 'span');
    expect(maskRecordedText('Jane Doe 42', cell)).toBe('**** *** **');
    expect(maskRecordedText('secret')).toBe('******');
  });

  it('keeps the text of unmarked elements, their children and table header cells', () => {
    expect(maskRecordedText('Severity', inside('<table><tr><th><b>Severity</b></th></tr></table>', 'b'))).toBe(
      'Severity',
    );
    expect(maskRecordedText('Incidents', inside('<div data-unmask><h1>Incidents</h1></div>', 'h1'))).toBe('Incidents');
    expect(maskRecordedText('Reports', inside('<span class="ph-unmask">Reports</span>', 'span'))).toBe('Reports');
  });
});
