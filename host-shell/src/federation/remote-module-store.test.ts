import { CONTRACT_VERSION, type RemoteRegistryEntry } from 'shared-contracts';
import { KitIncompatibleError } from './kit-compatibility';
import { RemoteModuleStore, type RemoteModuleLoader } from './remote-module-store';

const entry: RemoteRegistryEntry = {
  name: 'mfe_incidents',
  manifest: 'http://127.0.0.1:8092/mf-manifest.json',
  contractVersion: CONTRACT_VERSION,
};
const goodModule = { contractVersion: CONTRACT_VERSION, name: 'mfe_incidents', routes: [], Component: () => null };

async function settle(store: RemoteModuleStore) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return store.getState('mfe_incidents');
}

describe('RemoteModuleStore', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.useRealTimers());

  it('mounts a module of the current contract', async () => {
    const store = new RemoteModuleStore({ remotes: [entry] }, async () => ({ default: goodModule }));
    store.ensureLoaded('mfe_incidents');
    expect(await settle(store)).toMatchObject({ status: 'ready', module: goodModule });
  });

  it('refuses a module built for another contract version, saying why', async () => {
    const store = new RemoteModuleStore({ remotes: [entry] }, async () => ({ ...goodModule, contractVersion: 99 }));
    store.ensureLoaded('mfe_incidents');
    expect(await settle(store)).toMatchObject({ status: 'unavailable', reason: expect.stringContaining('version 99') });
  });

  it('refuses a registry line that declares another contract version', async () => {
    const other = CONTRACT_VERSION + 1;
    const store = new RemoteModuleStore({ remotes: [{ ...entry, contractVersion: other }] }, async () => goodModule);
    store.ensureLoaded('mfe_incidents');
    expect(await settle(store)).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining(`version ${other}`),
    });
  });

  it('gives up on a hanging load after its budget, then recovers on retry with force', async () => {
    const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>();
    loader.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce(goodModule);
    jest.useFakeTimers();
    const store = new RemoteModuleStore({ remotes: [entry] }, loader, 20);
    store.ensureLoaded('mfe_incidents');
    await jest.advanceTimersByTimeAsync(19);
    expect(store.getState('mfe_incidents')).toMatchObject({ status: 'loading' });
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState('mfe_incidents')).toMatchObject({
      status: 'unavailable',
      reason: 'Its server did not answer in time.',
    });
    await store.retry('mfe_incidents');
    expect(store.getState('mfe_incidents')).toMatchObject({ status: 'ready', attempt: 2 });
    expect(loader).toHaveBeenLastCalledWith(entry, { force: true });
  });

  it('refuses a remote built against another major of the kit, keeping the versions for administrators', async () => {
    const mismatch = { name: 'shared-ui', needed: '^2.0.0', provided: '1.0.0' };
    const store = new RemoteModuleStore({ remotes: [entry] }, () =>
      Promise.reject(new KitIncompatibleError('mfe_incidents', [mismatch])),
    );
    store.ensureLoaded('mfe_incidents');
    expect(await settle(store)).toEqual({
      status: 'unavailable',
      attempt: 1,
      reason: 'It was built for another major version of the console’s kit.',
      detail: 'It needs shared-ui ^2.0.0 (this console provides 1.0.0).',
    });
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('It needs shared-ui ^2.0.0 (this console provides 1.0.0).'),
      expect.any(KitIncompatibleError),
    );
  });

  it('answers unavailable for a remote missing from the registry', async () => {
    const store = new RemoteModuleStore({ remotes: [] }, async () => goodModule);
    store.ensureLoaded('mfe_incidents');
    expect(await settle(store)).toMatchObject({ status: 'unavailable', reason: 'It is not in the remote registry.' });
  });
});
