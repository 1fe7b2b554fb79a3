import { theme } from 'antd';
import { consoleTheme, severityTokens } from './console-theme';

describe('consoleTheme', () => {
  it('uses the brand purple as primary', () => {
    expect(consoleTheme.token?.colorPrimary).toBe('#6A00FF');
    const derived = theme.getDesignToken(consoleTheme);
    expect(derived.colorPrimary.toUpperCase()).toBe('#6A00FF');
  });

  it('maps severities onto status colours', () => {
    expect(consoleTheme.token?.colorError).toBe(severityTokens.high.background);
    expect(consoleTheme.token?.colorWarning).toBe(severityTokens.medium.background);
    expect(consoleTheme.token?.colorSuccess).toBe(severityTokens.resolved.background);
  });

  it('keeps red, orange, yellow and green for high, medium, low and resolved', () => {
    expect(severityTokens.high.background).toBe('#CF1322');
    expect(severityTokens.medium.background).toBe('#FA8C16');
    expect(severityTokens.low.background).toBe('#FADB14');
    expect(severityTokens.resolved.background).toBe('#52C41A');
    expect(severityTokens.low.text).toBe('#1F1F1F');
  });
});
