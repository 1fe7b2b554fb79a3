import { TOP_LEVEL_ROUTES } from './routes';
import { HOST_ROUTES, mountPathOf, REMOTES } from './remote-registry';

describe('REMOTES', () => {
  it('names each remote once, on its own port', () => {
    expect(new Set(REMOTES.map((remote) => remote.name)).size).toBe(REMOTES.length);
    expect(new Set(REMOTES.map((remote) => remote.devPort)).size).toBe(REMOTES.length);
    for (const remote of REMOTES) expect(remote.name).toBe(remote.package.replace('-', '_'));
  });

  it('gives every rail entry its own place, from 1 without gaps', () => {
    const places = [...REMOTES, ...HOST_ROUTES].flatMap((line) => line.railPosition ?? []).sort((a, b) => a - b);
    expect(places).toEqual(places.map((_, index) => index + 1));
  });

  it('is where the route table comes from: one top-level route per remote at its mount path', () => {
    const rendered = TOP_LEVEL_ROUTES.filter((route) => route.remote).map((route) => [route.remote, route.path]);
    expect(rendered).toHaveLength(REMOTES.length);
    expect(rendered).toEqual(expect.arrayContaining(REMOTES.map((remote) => [remote.name, remote.mountPath])));
    expect(TOP_LEVEL_ROUTES.filter((route) => !route.remote).map((route) => route.path)).toEqual(
      HOST_ROUTES.map((route) => route.mountPath),
    );
  });
});

describe('mountPathOf', () => {
  it('answers a remote’s mount path by its federation name, and throws for a name not in the registry', () => {
    expect(mountPathOf('mfe_egress')).toBe('/egress');
    expect(mountPathOf('mfe_settings')).toBe('/settings');
    expect(() => mountPathOf('mfe_nowhere')).toThrow('mfe_nowhere is not in the remote registry');
  });
});
