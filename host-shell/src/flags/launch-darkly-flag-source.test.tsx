import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FEATURE_FLAG_DEFAULTS } from 'shared-contracts';
import { LaunchDarklyFlagSource, launchDarklyContext } from './launch-darkly-flag-source';

const state: { client?: object; error?: Error; flags: Record<string, unknown>; props?: Record<string, unknown> } = {
  flags: {},
};

jest.mock('launchdarkly-react-client-sdk', () => ({
  LDProvider: (props: Record<string, unknown> & { children: ReactNode }) => {
    state.props = props;
    return props.children;
  },
  useFlags: () => state.flags,
  useLDClient: () => state.client,
  useLDClientError: () => state.error,
}));

function renderSource() {
  const onFlags = jest.fn();
  const onError = jest.fn();
  render(
    <LaunchDarklyFlagSource clientSideId="ld-client" userId="U1" tenantId="acme" onFlags={onFlags} onError={onError} />,
  );
  return { onFlags, onError };
}

describe('LaunchDarklyFlagSource', () => {
  beforeEach(() => {
    state.client = undefined;
    state.error = undefined;
    state.flags = {};
  });

  it('asks for the multi-context of the dashboard user and the tenant, with raw flag keys', () => {
    expect(launchDarklyContext('U1', 'acme')).toEqual({
      kind: 'multi',
      'dashboard-user': { key: 'U1' },
      tenant: { key: 'acme' },
    });
    renderSource();
    expect(state.props).toMatchObject({
      clientSideID: 'ld-client',
      context: launchDarklyContext('U1', 'acme'),
      flags: FEATURE_FLAG_DEFAULTS,
      reactOptions: { useCamelCaseFlagKeys: false },
    });
  });

  it('reports the evaluated flags once the client is ready', () => {
    state.client = {};
    state.flags = { DISPLAY_AI_POSTURE_PAGE: false };
    const { onFlags, onError } = renderSource();
    expect(onFlags).toHaveBeenCalledWith({ DISPLAY_AI_POSTURE_PAGE: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports nothing before the client starts, and the error when it fails', () => {
    expect(renderSource().onFlags).not.toHaveBeenCalled();
    state.error = new Error('LaunchDarkly timed out');
    const { onFlags, onError } = renderSource();
    expect(onError).toHaveBeenCalledWith(state.error);
    expect(onFlags).not.toHaveBeenCalled();
  });
});
