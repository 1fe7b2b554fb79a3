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
const LIGHT_TEXT = '#FFFFFF';

/** Severity colour tokens: red high, orange medium, yellow low, green resolved. */
export const severityTokens: Readonly<Record<Severity, SeverityToken>> = {
  high: { background: SEVERITY_COLORS.high, text: LIGHT_TEXT, border: SEVERITY_COLORS.high },
  medium: { background: SEVERITY_COLORS.medium, text: DARK_TEXT, border: SEVERITY_COLORS.medium },
  low: { background: SEVERITY_COLORS.low, text: DARK_TEXT, border: SEVERITY_COLORS.low },
  resolved: { background: SEVERITY_COLORS.resolved, text: LIGHT_TEXT, border: SEVERITY_COLORS.resolved },
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
    colorError: SEVERITY_COLORS.high,
    colorWarning: SEVERITY_COLORS.medium,
    colorSuccess: SEVERITY_COLORS.resolved,
    borderRadius: 6,
  },
  components: {
    Layout: { siderBg: '#FFFFFF', headerBg: '#FFFFFF', bodyBg: '#F5F5F7' },
    Menu: { itemSelectedBg: '#F0E6FF', itemSelectedColor: BRAND_COLOR },
  },
};
