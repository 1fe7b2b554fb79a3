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

/** WCAG relative luminance of an opaque sRGB colour given as 0-255 channels. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

/** Channels of `#rrggbb` or `rgba(r, g, b, a)`, blended over an opaque background. */
function over(colour: string, background: readonly number[]): number[] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return hex.slice(1).map((part) => parseInt(part, 16));
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba?.[1]) throw new Error(`unreadable colour ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b].map((channel, index) => channel * a + (background[index] ?? 0) * (1 - a));
}

function contrast(text: string, background: string): number {
  const base = over(background, [255, 255, 255]);
  const [light, dark] = [luminance(over(text, base)), luminance(base)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('consoleTheme contrast (WCAG AA, 4.5:1)', () => {
  const token = theme.getDesignToken(consoleTheme);

  it('keeps placeholders readable on white and on a disabled field', () => {
    expect(contrast(token.colorTextPlaceholder, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorTextPlaceholder, token.colorBgContainerDisabled)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps disabled text readable on a disabled field and on a disabled multiple Select's tags", () => {
    expect(contrast(token.colorTextDisabled, token.colorBgContainerDisabled)).toBeGreaterThanOrEqual(4.5);
    // The tag's fill over the disabled field's grey.
    const fieldGrey = over(token.colorBgContainerDisabled, [255, 255, 255]);
    const tagGrey = over(token.colorFillSecondary, fieldGrey).map(Math.round);
    expect(contrast(token.colorTextDisabled, `rgb(${tagGrey.join(', ')})`)).toBeGreaterThanOrEqual(4.5);
  });
});
