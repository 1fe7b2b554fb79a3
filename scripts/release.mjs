#!/usr/bin/env node
// Releases of one remote (issue 29), with no rebuild of the shell:
//   npm run release -- <remote>                      build (production) and release it as <version>+<commit>
//   npm run release -- promote <remote> <version>    make that version live: its line in remotes.json, with integrity
//   npm run release -- rollback <remote>             promote the version that was live before the last promotion
//   npm run release -- list [<remote>]               the versions and promotions in the registry
// Options: --allow-dirty (release a tree with uncommitted changes, marked as such), --remotes-file <remotes.json>,
// --by <name>. Environment: RELEASES_DIR (the releases root, default releases/), RELEASES_BASE_URL (where that root is
// served; default each local remote server's /releases/), REMOTES_FILE and the stack's SHELL_PORT, REMOTE_PORT_BASE.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps, isUpToDate } from './lib/build.mjs';
import { REMOTES, ROOT } from './lib/paths.mjs';
import {
  addRelease,
  changedFiles,
  copyRelease,
  currentVersion,
  findRelease,
  formatRemotes,
  previousVersion,
  promotedLine,
  readRegistry,
  recordPromotion,
  releasePath,
  releaseVersion,
  writeRegistry,
} from './lib/releases.js';
import { registryText, releaseBaseUrl, stackSettings } from './lib/stack.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'allow-dirty': { type: 'boolean', default: false },
    'remotes-file': { type: 'string' },
    by: { type: 'string' },
  },
});
const settings = stackSettings();
const root = settings.releasesDir;
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

function remoteOf(name) {
  const remote = REMOTES.find((candidate) => candidate.dir === name || candidate.name === name);
  if (!remote) throw new Error(`no remote ${name} (remotes: ${REMOTES.map((item) => item.dir).join(', ')})`);
  return remote;
}

/** Who acts: --by, else RELEASE_BY, else git's user, else the account. */
function actor() {
  if (options.by) return options.by;
  if (process.env.RELEASE_BY) return process.env.RELEASE_BY;
  try {
    const name = git('config', 'user.name');
    const email = git('config', 'user.email');
    if (name || email) return email ? `${name} <${email}>`.trim() : name;
  } catch {
    // no git identity here
  }
  return userInfo().username;
}

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function release(name) {
  const started = Date.now();
  const remote = remoteOf(name);
  // What goes into the build (build.mjs's inputs): a change there that is not committed is not the commit's build.
  const inputs = [remote.dir, 'shared-ui', 'shared-contracts', 'build-tools', 'pnpm-lock.yaml', 'tsconfig.base.json'];
  const changes = git('status', '--porcelain', '--', ...inputs);
  const dirty = changes !== '';
  if (dirty && !options['allow-dirty']) {
    throw new Error(
      `${remote.dir}'s build inputs have uncommitted changes; commit them, or release with --allow-dirty (marked dirty):\n${changes}`,
    );
  }
  const commit = git('rev-parse', 'HEAD');
  const packageVersion = JSON.parse(readFileSync(join(ROOT, remote.dir, 'package.json'), 'utf8')).version;
  const version = releaseVersion(packageVersion, commit, { dirty });
  const registry = readRegistry(root);
  if (registry.remotes[remote.dir]?.versions.some((known) => known.version === version)) {
    throw new Error(`${remote.dir} ${version} is already released; versions are immutable`);
  }
  // The production build, redone only when its inputs changed since the last one (build.mjs stamps each build).
  await buildApps({ apps: [remote.dir] });
  if (!isUpToDate(remote.dir)) throw new Error(`${remote.dir}/dist does not match its inputs after the build`);
  const files = copyRelease({ dist: join(ROOT, remote.dir, 'dist'), root, packageName: remote.dir, version });
  addRelease(registry, {
    packageName: remote.dir,
    federationName: remote.name,
    release: {
      version,
      commit,
      dirty,
      builtAt: new Date().toISOString(),
      builtBy: actor(),
      path: releasePath(remote.dir, version),
      files,
    },
  });
  writeRegistry(root, registry);
  console.log(`Released ${remote.dir} ${version} to ${join(root, releasePath(remote.dir, version))}`);
  console.log(`  ${Object.keys(files).length} files with their sha384 integrity in ${join(root, 'registry.json')}`);
  console.log(`  Make it live: npm run release -- promote ${remote.dir} ${version}`);
  console.log(`Release took ${seconds(started)}`);
}

/** The remotes.json a promotion edits: --remotes-file, else REMOTES_FILE, else the local stack's. */
function remotesFile() {
  return options['remotes-file'] ?? process.env.REMOTES_FILE ?? join(settings.runtimeDir, 'remotes.json');
}

function promote(name, version, action) {
  const started = Date.now();
  const remote = remoteOf(name);
  const registry = readRegistry(root);
  const chosen = findRelease(registry, remote.dir, version);
  // The files served are checked against the registry before they go live (the shell checks them again on load).
  const changed = changedFiles(root, remote.dir, chosen);
  if (changed.length > 0) {
    throw new Error(`${remote.dir} ${version} differs from its release record: ${changed.join(', ')}; not promoted`);
  }
  const file = remotesFile();
  const defaults = JSON.parse(registryText(settings, { promotions: false })).remotes;
  const lines = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).remotes : defaults;
  const index = lines.findIndex((line) => line.name === remote.name);
  const line = promotedLine(index >= 0 ? lines[index] : defaults.find((item) => item.name === remote.name), {
    baseUrl: releaseBaseUrl(settings, remote.dir),
    packageName: remote.dir,
    release: chosen,
  });
  const from = currentVersion(registry, remote.dir);
  recordPromotion(registry, { packageName: remote.dir, version, action, by: actor(), at: new Date().toISOString() });
  writeRegistry(root, registry);
  if (existsSync(file)) {
    const next = index >= 0 ? lines.map((item, at) => (at === index ? line : item)) : [...lines, line];
    writeFileSync(file, formatRemotes(next));
    console.log(`${file}: ${remote.name} now loads ${line.manifest}`);
  } else {
    console.log(`No ${file} yet: the console applies the promotion when it starts (npm start).`);
  }
  const verb = action === 'rollback' ? 'Rolled back' : 'Promoted';
  console.log(`${verb} ${remote.dir} ${from ?? '(its build)'} -> ${version}; effective at the next page load`);
  console.log(`${action === 'rollback' ? 'Rollback' : 'Promotion'} took ${seconds(started)}`);
}

function rollback(name) {
  const remote = remoteOf(name);
  const previous = previousVersion(readRegistry(root), remote.dir);
  if (!previous) throw new Error(`${remote.dir} has no earlier promotion to roll back to`);
  promote(name, previous, 'rollback');
}

function list(name) {
  const registry = readRegistry(root);
  const packages = name ? [remoteOf(name).dir] : Object.keys(registry.remotes);
  if (packages.length === 0) console.log(`No releases in ${root}`);
  for (const packageName of packages) {
    const record = registry.remotes[packageName];
    if (!record) continue;
    const live = currentVersion(registry, packageName);
    console.log(`${packageName} (${record.name})`);
    for (const item of record.versions) {
      const mark = item.version === live ? ' [live]' : '';
      console.log(`  ${item.version}${mark}  built ${item.builtAt} by ${item.builtBy}${item.dirty ? ' (dirty)' : ''}`);
    }
    for (const item of record.promotions) {
      console.log(
        `  ${item.at} ${item.action} ${item.from ?? '(build)'} -> ${item.version} for ${item.audience} by ${item.by}`,
      );
    }
  }
}

const [first, ...rest] = positionals;
const commands = {
  promote: () => promote(rest[0] ?? '', rest[1] ?? '', 'promote'),
  rollback: () => rollback(rest[0] ?? ''),
  list: () => list(rest[0]),
};
const usage =
  'usage: npm run release -- <remote> [--allow-dirty] | promote <remote> <version> | rollback <remote> | list';
Promise.resolve()
  .then(() => {
    if (!first) throw new Error(usage);
    if (first === 'promote' && rest.length < 2) throw new Error(usage);
    return (commands[first] ?? (() => release(first)))();
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
