import { TOP_LEVEL_ROUTES } from './routes';
import { REMOTES } from './remotes';

describe('REMOTES', () => {
  it('names each remote once, on its own port', () => {
    expect(new Set(REMOTES.map((remote) => remote.name)).size).toBe(REMOTES.length);
    expect(new Set(REMOTES.map((remote) => remote.devPort)).size).toBe(REMOTES.length);
    for (const remote of REMOTES) expect(remote.name).toBe(remote.package.replace('-', '_'));
  });

  it('agrees with the route table on who renders which top-level path', () => {
    const rendered = TOP_LEVEL_ROUTES.filter((route) => route.remote).map((route) => [route.remote, route.path]);
    expect(rendered).toEqual(
      expect.arrayContaining(REMOTES.map((remote) => [remote.name, expect.stringContaining(remote.mountPath)])),
    );
    for (const [name] of rendered) expect(REMOTES.map((remote) => remote.name)).toContain(name);
  });
});
