import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { ConsoleThemeProvider, REDUCED_MOTION_QUERY } from './console-theme-provider';

/** A matchMedia whose "reduce motion" answer the test sets, telling its listeners as a browser does. */
function fakeReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === REDUCED_MOTION_QUERY && matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(value: boolean) {
      matches = value;
      for (const listener of listeners) listener();
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

function Probe() {
  const { token } = theme.useToken();
  return (
    <>
      <output aria-label="motion">{String(token.motion)}</output>
      <output aria-label="primary">{token.colorPrimary.toUpperCase()}</output>
    </>
  );
}

let media: ReturnType<typeof fakeReducedMotion> | undefined;
afterEach(() => {
  media?.restore();
  media = undefined;
});

const renderProvider = () =>
  render(
    <ConsoleThemeProvider>
      <Probe />
    </ConsoleThemeProvider>,
  );

describe('ConsoleThemeProvider', () => {
  it('keeps antd’s motion when the system does not ask for less', () => {
    media = fakeReducedMotion(false);
    renderProvider();
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
  });

  it('turns antd’s motion off when the system asks to reduce motion, and follows a change of the setting', () => {
    media = fakeReducedMotion(true);
    const { unmount } = renderProvider();
    expect(screen.getByLabelText('motion')).toHaveTextContent('false');
    act(() => media!.set(false));
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
    act(() => media!.set(true));
    expect(screen.getByLabelText('motion')).toHaveTextContent('false');
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('keeps the console’s brand colour either way', () => {
    media = fakeReducedMotion(true);
    renderProvider();
    expect(screen.getByLabelText('primary')).toHaveTextContent('#6A00FF');
  });
});
