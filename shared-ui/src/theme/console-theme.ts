import type { ThemeConfig } from 'antd';
import { BRAND_COLOR, SEVERITY_COLORS } from 'shared-contracts';
import type { Severity } from 'shared-contracts';

/** Background, text and border colour of a severity badge; yellow and orange carry dark text to stay readable. */
export interface SeverityToken {
  /** Badge background: the severity colour of SPEC §9. */
  background: string;
  /** Text on that background. */
  text: string;
  /** Badge border. */
  border: string;
}

const DARK_TEXT = '#1F1F1F';
// High's badge and antd's error colour: a deeper red than SPEC's #F5222D, so white text on it meets WCAG AA (5.6:1).
const HIGH_RED = '#CF1322';
const LIGHT_TEXT = '#FFFFFF';
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.6)';
const DISABLED_TEXT = 'rgba(0, 0, 0, 0.6)';

/** Severity colour tokens: red high, orange medium, yellow low, green resolved. */
export const severityTokens: Readonly<Record<Severity, SeverityToken>> = {
  high: { background: HIGH_RED, text: LIGHT_TEXT, border: HIGH_RED },
  medium: { background: SEVERITY_COLORS.medium, text: DARK_TEXT, border: SEVERITY_COLORS.medium },
  low: { background: SEVERITY_COLORS.low, text: DARK_TEXT, border: SEVERITY_COLORS.low },
  // Dark text on resolved's light green (white on it reads at 2.3:1).
  resolved: { background: SEVERITY_COLORS.resolved, text: DARK_TEXT, border: SEVERITY_COLORS.resolved },
};

/**
 * The console's antd theme: the brand purple as primary (links and info included) and the severity colours
 * as antd's status colours, so error is high red, warning medium orange and success resolved green.
 */
export const consoleTheme: ThemeConfig = {
  cssVar: { key: 'console' },
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorError: HIGH_RED,
    colorWarning: SEVERITY_COLORS.medium,
    colorSuccess: SEVERITY_COLORS.resolved,
    borderRadius: 6,
    // Secondary and description text at 65 % black instead of antd's 45 % (#8c8c8c, 3.4:1 on white), to meet WCAG AA.
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // An empty field's hint ("Type and press Enter") at 60 % black instead of antd's 25 % (#bfbfbf, 1.8:1): 5.7:1 on
    // white and 5.6:1 on a disabled field's grey, for WCAG AA (axe color-contrast).
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    // Disabled text at 60 % black instead of 25 %: a read-only user's disabled multiple Select shows its values as
    // tags, spans outside the disabled input, and a disabled Tag is a span too; axe exempts only real disabled
    // controls, so it checks them (1.8:1 at 25 %). 5.4:1 on a tag's grey, 5.6:1 on a disabled field's.
    colorTextDisabled: DISABLED_TEXT,
    // Green two steps and orange one step darker, so a preset Tag's text (the palette's 7th shade) meets WCAG AA on
    // its tint.
    green: '#237804',
    orange: '#D46B08',
  },
  components: {
    Layout: { siderBg: '#FFFFFF', headerBg: '#FFFFFF', bodyBg: '#F5F5F7' },
    Menu: { itemSelectedBg: '#F0E6FF', itemSelectedColor: BRAND_COLOR },
  },
};
