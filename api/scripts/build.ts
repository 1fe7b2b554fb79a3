import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Compiles the API for plain `node`: one ES module `server.mjs` (with its source map) and the SQL migrations beside it
 * in `db/migrations`, where the server looks for them. The workspace's `shared-contracts` (TypeScript source) is
 * bundled in; every npm dependency stays an import, resolved from `api/node_modules` at run time.
 */
export async function buildApi(outDir = join(apiRoot, 'dist')): Promise<{ entry: string }> {
  const manifest = JSON.parse(await readFile(join(apiRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies).filter((name) => name !== 'shared-contracts');
  await rm(outDir, { recursive: true, force: true });
  const entry = join(outDir, 'server.mjs');
  await build({
    entryPoints: [join(apiRoot, 'src', 'server.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
  await cp(join(apiRoot, 'src', 'db', 'migrations'), join(outDir, 'db', 'migrations'), { recursive: true });
  return { entry };
}

// Run as a script (`npm run build [outDir]`); tests import `buildApi` instead.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void buildApi(process.argv[2]).then(({ entry }) =>
    console.log(`API compiled to ${entry}; run it with: node ${entry} [--production]`),
  );
}
