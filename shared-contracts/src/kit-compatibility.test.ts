import { checkKit, describeMismatches } from './kit-compatibility';

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

  it('finds a remote that needs a newer minor, and says which', () => {
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
