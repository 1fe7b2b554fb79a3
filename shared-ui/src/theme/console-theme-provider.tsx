import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { consoleTheme } from './console-theme';

/** The media query of the system setting "reduce motion" (macOS, Windows, GNOME and the browsers expose it). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The console's theme with antd's animations off (its `motion` token): for a user whose system asks for less motion. */
const reducedMotionTheme: ThemeConfig = { ...consoleTheme, token: { ...consoleTheme.token, motion: false } };

const NO_WAVE = { disabled: true };

function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => reducedMotionQuery()?.matches ?? false;

/**
 * antd's ConfigProvider with the console's theme. It follows the system's "reduce motion" setting (WCAG 2.3.3), also
 * when it changes while the console is open: popups, dialogs and drawers then appear without sliding or zooming, and
 * a click leaves no wave.
 */
export function ConsoleThemeProvider({ children }: { children: ReactNode }) {
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  return (
    <ConfigProvider theme={reduced ? reducedMotionTheme : consoleTheme} wave={reduced ? NO_WAVE : undefined}>
      {children}
    </ConfigProvider>
  );
}
