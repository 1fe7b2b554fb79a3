import { CONTRACT_VERSION } from 'shared-contracts';
import { RemoteModuleStore } from './remote-module-store';
import { TENANT_LINES_TTL_MS, TENANT_LINES_WAIT_MS, TenantLines } from './tenant-lines';

const staticLine = {
  name: 'mfe_incidents',
  manifest: 'http://127.0.0.1:8092/mf-manifest.json',
  contractVersion: CONTRACT_VERSION,
};
const lineOf = (version: string) => ({
  name: 'mfe_incidents',
  manifest: `http://127.0.0.1:8092/releases/mfe-incidents/${version}/mf-manifest.json`,
  contractVersion: CONTRACT_VERSION,
  version,
  integrity: { 'mf-manifest.json': 'sha384-AAAA' },
});
const goodModule = { contractVersion: CONTRACT_VERSION, name: 'mfe_incidents', routes: [], Component: () => null };

describe('TenantLines', () => {
  it('fetches once within its TTL, again after it, and keeps the last lines when a fetch fails', async () => {
    let now = 1_000;
    const fetchLines = jest.fn<Promise<unknown>, []>().mockResolvedValue({ remotes: [lineOf('0.2.0+aaaaaaa')] });
    const lines = new TenantLines(fetchLines, () => now);
    await lines.refresh();
    await lines.refresh();
    expect(fetchLines).toHaveBeenCalledTimes(1);
    expect(lines.line('mfe_incidents')?.version).toBe('0.2.0+aaaaaaa');
    expect(lines.line('mfe_devices')).toBeUndefined();

    now += TENANT_LINES_TTL_MS;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchLines.mockRejectedValueOnce(new Error('offline'));
    await lines.refresh();
    expect(lines.line('mfe_incidents')?.version).toBe('0.2.0+aaaaaaa');
    fetchLines.mockResolvedValueOnce({ remotes: [] });
    await lines.refresh();
    expect(fetchLines).toHaveBeenCalledTimes(3);
    expect(lines.line('mfe_incidents')).toBeUndefined();
  });

  it('drops a malformed line (its remote keeps the static line)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lines = new TenantLines(async () => ({ remotes: [{ ...lineOf('1'), integrity: { x: 'md5-nope' } }] }));
    await lines.refresh();
    expect(lines.line('mfe_incidents')).toBeUndefined();
  });
});

describe('RemoteModuleStore with the tenant’s lines', () => {
  let now = 0;
  let answer: unknown;
  const createLines = () =>
    new TenantLines(
      async () => answer,
      () => now,
    );

  beforeEach(() => {
    now = 0;
    answer = { remotes: [] };
  });

  it('loads the static line when the tenant’s lines do not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const loader = jest.fn().mockResolvedValue(goodModule);
      const store = new RemoteModuleStore({ remotes: [staticLine] }, loader);
      store.followTenant('acme-corp', () => new TenantLines(() => new Promise(() => undefined)));
      store.ensureLoaded('mfe_incidents');
      await jest.advanceTimersByTimeAsync(TENANT_LINES_WAIT_MS - 1);
      expect(loader).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(loader).toHaveBeenCalledWith(staticLine, { force: false });
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the static line when the API resolved none for the tenant', async () => {
    const loader = jest.fn().mockResolvedValue(goodModule);
    const store = new RemoteModuleStore({ remotes: [staticLine] }, loader);
    store.followTenant('globex', createLines);
    store.ensureLoaded('mfe_incidents');
    await store.recheck();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader).toHaveBeenCalledWith(staticLine, { force: false });
    expect(store.getState('mfe_incidents').status).toBe('ready');
  });

  it('loads the tenant’s line, keeps it when another version goes live, and lists the update', async () => {
    answer = { remotes: [lineOf('0.2.1+bbbbbbb')] };
    const loader = jest.fn().mockResolvedValue(goodModule);
    const store = new RemoteModuleStore({ remotes: [staticLine] }, loader);
    store.followTenant('acme-corp', createLines);
    // The same tenant again (each render of its session) changes nothing.
    store.followTenant('acme-corp', () => {
      throw new Error('not asked again');
    });
    store.ensureLoaded('mfe_incidents');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader).toHaveBeenCalledWith(lineOf('0.2.1+bbbbbbb'), { force: false });
    expect(store.getState('mfe_incidents').status).toBe('ready');

    await store.recheck();
    expect(store.getUpdates()).toEqual([]);

    // Rolled back: within the TTL nothing is asked; after it, the update is listed and nothing is reloaded.
    answer = { remotes: [lineOf('0.2.0+aaaaaaa')] };
    await store.recheck();
    expect(store.getUpdates()).toEqual([]);
    now += TENANT_LINES_TTL_MS;
    const listener = jest.fn();
    store.subscribe(listener);
    await store.recheck();
    expect(store.getUpdates()).toEqual([
      { name: 'mfe_incidents', loaded: '0.2.1+bbbbbbb', available: '0.2.0+aaaaaaa' },
    ]);
    expect(listener).toHaveBeenCalled();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(store.getState('mfe_incidents').status).toBe('ready');
    // The same answer again: the same list (stable for useSyncExternalStore).
    const before = store.getUpdates();
    now += TENANT_LINES_TTL_MS;
    await store.recheck();
    expect(store.getUpdates()).toBe(before);
  });
});
