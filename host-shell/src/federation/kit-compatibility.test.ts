import {
  KitIncompatibleError,
  checkKit,
  checkRemoteManifest,
  describeMismatches,
  newerKitNote,
} from './kit-compatibility';
import { describeLoadFailure } from './remote-load-error';

const shellKit = (version: string) => (name: string) => (name.startsWith('shared-ui') ? version : undefined);
const kit = (requiredVersion: string) => [
  { name: 'shared-ui', requiredVersion },
  { name: 'shared-ui/core', requiredVersion },
  { name: 'react', requiredVersion: '^19.3.1' },
];

describe('checkKit', () => {
  it('accepts a remote built with the same kit, or an older minor of the same major', () => {
    expect(checkKit(kit('^1.4.0'), shellKit('1.4.2'))).toEqual({ incompatible: [], newerMinor: [] });
    expect(checkKit(kit('^1.2.0'), shellKit('1.4.2'))).toEqual({ incompatible: [], newerMinor: [] });
  });

  it('mounts a remote that needs a newer minor, and says which', () => {
    expect(checkKit(kit('^1.5.0'), shellKit('1.4.2'))).toEqual({
      incompatible: [],
      newerMinor: [
        { name: 'shared-ui', needed: '^1.5.0', provided: '1.4.2' },
        { name: 'shared-ui/core', needed: '^1.5.0', provided: '1.4.2' },
      ],
    });
  });

  it('refuses another major, newer or older, with the needed and provided versions', () => {
    expect(checkKit(kit('^2.0.0'), shellKit('1.4.2')).incompatible).toEqual([
      { name: 'shared-ui', needed: '^2.0.0', provided: '1.4.2' },
      { name: 'shared-ui/core', needed: '^2.0.0', provided: '1.4.2' },
    ]);
    expect(checkKit(kit('^1.0.0'), shellKit('2.0.0')).incompatible).toHaveLength(2);
  });

  it('reads an exact version (earlier builds pinned one) as its major, and a 0.x minor as a major', () => {
    expect(checkKit(kit('1.0.0'), shellKit('1.3.0')).incompatible).toEqual([]);
    expect(checkKit(kit('0.1.0'), shellKit('1.0.0')).incompatible).toHaveLength(2);
    expect(checkKit(kit('^0.1.0'), shellKit('0.2.0')).incompatible).toHaveLength(2);
    expect(checkKit(kit('^0.1.0'), shellKit('0.1.4')).incompatible).toEqual([]);
  });

  it('leaves other packages, other range forms and what the shell does not provide to the runtime', () => {
    expect(checkKit(kit('>=1 <3'), shellKit('1.0.0'))).toEqual({ incompatible: [], newerMinor: [] });
    expect(checkKit(kit('^2.0.0'), () => undefined)).toEqual({ incompatible: [], newerMinor: [] });
  });

  it('says an entry point that agrees with its package once', () => {
    const { incompatible } = checkKit(kit('^2.0.0'), shellKit('1.4.2'));
    expect(describeMismatches(incompatible)).toBe('shared-ui ^2.0.0 (this console provides 1.4.2)');
  });
});

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

  it('logs a remote that needs a newer minor, and lets it load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(checkRemoteManifest('mfe_devices', kit('^1.5.0'), provides('1.4.2'), host).newerMinor).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(
      'Remote mfe_devices was built with a newer kit: it needs shared-ui ^1.5.0 (this console provides 1.4.2)',
    );
    expect(newerKitNote('mfe_devices')).toBe(
      'It was built with a newer kit: it needs shared-ui ^1.5.0 (this console provides 1.4.2).',
    );
    // A later build of the same remote that the shell's kit covers drops the note.
    checkRemoteManifest('mfe_devices', kit('^1.4.0'), provides('1.4.2'), host);
    expect(newerKitNote('mfe_devices')).toBeUndefined();
    warn.mockRestore();
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
