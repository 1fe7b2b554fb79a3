import { KitIncompatibleError, checkRemoteManifest } from './kit-compatibility';
import { describeLoadFailure } from './remote-load-error';

const kit = (requiredVersion: string) => [
  { name: 'shared-ui', requiredVersion },
  { name: 'shared-ui/core', requiredVersion },
  { name: 'react', requiredVersion: '^19.3.1' },
];

const host = 'host_shell';
const provides = (version: string) => ({
  'shared-ui': [{ version, from: host }],
  'shared-ui/core': [{ version, from: host }],
  react: [{ version: '19.3.1', from: host }],
});

describe('checkRemoteManifest', () => {
  it('lets a remote of the same major load', () => {
    expect(checkRemoteManifest('mfe_devices', kit('^1.2.0'), provides('1.4.2'), host)).toEqual({
      incompatible: [],
      newerMinor: [],
    });
  });

  it('reads the version the shell itself registered, not one a remote added to the share scope', () => {
    const shared = {
      'shared-ui': [
        { version: '2.0.0', from: 'mfe_other' },
        { version: '1.4.2', from: host },
      ],
    };
    expect(() => checkRemoteManifest('mfe_devices', kit('^1.0.0'), shared, host)).not.toThrow();
  });

  it('refuses a remote that needs a newer minor than the shell has, naming both versions', () => {
    let refused: unknown;
    try {
      checkRemoteManifest('mfe_devices', kit('^1.5.0'), provides('1.4.2'), host);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(KitIncompatibleError);
    expect(describeLoadFailure(refused)).toBe(
      'It was built with a newer version of the console’s kit than this console has.',
    );
    expect(refused).toMatchObject({ detail: 'It needs shared-ui ^1.5.0 (this console provides 1.4.2).' });
  });

  it('refuses a remote of another major, saying why and which versions', () => {
    let refused: unknown;
    try {
      checkRemoteManifest('mfe_devices', kit('^2.0.0'), provides('1.4.2'), host);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(KitIncompatibleError);
    expect(describeLoadFailure(refused)).toBe('It was built for another major version of the console’s kit.');
    expect(refused).toMatchObject({
      detail: 'It needs shared-ui ^2.0.0 (this console provides 1.4.2).',
      message: 'mfe_devices needs shared-ui ^2.0.0 (this console provides 1.4.2)',
    });
  });
});
