import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_VERSION, REMOTES, type RemoteRegistry } from 'shared-contracts';

// The dev server's registry is data a deployment would own; here it must say what shared-contracts/remotes.json says.
describe('host-shell/dev-runtime/remotes.json', () => {
  it('lists every remote on its dev port with the current contract version', () => {
    const file = join(__dirname, '..', '..', 'dev-runtime', 'remotes.json');
    const registry = JSON.parse(readFileSync(file, 'utf8')) as RemoteRegistry;
    expect(registry.remotes).toEqual(
      REMOTES.map((remote) => ({
        name: remote.name,
        manifest: `http://127.0.0.1:${remote.devPort}/mf-manifest.json`,
        contractVersion: CONTRACT_VERSION,
      })),
    );
  });
});
