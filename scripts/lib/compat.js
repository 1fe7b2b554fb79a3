// The compatibility gate's parts (issue 29, item 5; `npm run compat`, scripts/compat-matrix.mjs): finding each app's
// previous release in git, telling whether its build inputs changed since, predicting what a shell does with a remote,
// and reading and printing the smoke runs. A `.js` ES module, so that the root's Jest 'tooling' project can test it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { SHARED_BUILD_INPUTS } from './build-inputs.js';

export const COMPAT_USAGE = `npm run compat -- [--base <rev>] [--refuse <remote>] [--port-base <n>] [--fresh]

  Builds the previous release of the shell and of each remote from git, serves them beside this tree's builds and the
  API, and runs every remote's smoke journey in five combinations: A shell N + remotes N, B shell N + remotes N-1,
  C shell N-1 + remotes N, D shell N + remotes N with one remote's manifest declaring the next major of the kit,
  E shell N + remotes N with the Devices remote built against the kit one minor ahead (bringing its newer pieces).

  --base <rev>        the previous release of an app whose version never changed (COMPAT_BASE; default HEAD's first
                      parent)
  --refuse <remote>   the remote whose manifest combination D rewrites (default mfe-devices)
  --port-base <n>     the first of the 32 ports it serves on, loopback only (COMPAT_PORT_BASE; default 8700)
  --fresh             build every previous release again, not from .run/compat/ (its builds keyed by their git inputs)`;

/** Runs git in `cwd` and answers its output, trimmed; throws when git fails. */
function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The same, answering undefined when git fails (an object that does not exist). */
function gitOrUndefined(cwd, args) {
  try {
    return git(cwd, args);
  } catch {
    return undefined;
  }
}

/** A commit's full name, or undefined when `rev` names none. */
export function commitOf(cwd, rev) {
  return gitOrUndefined(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]) || undefined;
}

/** The `version` of `<app>/package.json` at a commit, or undefined when the file (or the field) is not there. */
export function versionAt(cwd, commit, app) {
  const text = gitOrUndefined(cwd, ['show', `${commit}:${app}/package.json`]);
  if (text === undefined) return undefined;
  try {
    const { version } = JSON.parse(text);
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The previous release of an app. A release of an app is its package.json `version`; the previous release is the
 * newest commit on HEAD's first-parent line at which that version differed from HEAD's (found among the commits whose
 * diff against their first parent touches a `"version"` line of the file: the parent of the newest one that changed
 * it). When the version never changed, it is `base` (`--base`, COMPAT_BASE) if given, else HEAD's first parent; when
 * HEAD has none, there is no previous build (`how: 'none'`, N-1 is N).
 * @param {string} app the app's folder, such as `mfe-incidents`
 * @param {{ cwd: string, head?: string, base?: string }} options
 * @returns {{ app: string, version: string, commit: string, previousVersion: string | undefined,
 *   how: 'release' | 'base' | 'first-parent' | 'none', changedIn?: string }}
 */
export function findPreviousRelease(app, { cwd, head = 'HEAD', base }) {
  const headCommit = commitOf(cwd, head);
  if (!headCommit) throw new Error(`${head} is not a commit of ${cwd}`);
  const version = versionAt(cwd, headCommit, app);
  if (version === undefined) throw new Error(`${app}/package.json has no version at ${head}`);
  const touched = git(cwd, [
    'log',
    '--first-parent',
    '--diff-merges=first-parent',
    '--no-patch',
    '--format=%H',
    '-G"version"',
    headCommit,
    '--',
    `${app}/package.json`,
  ])
    .split('\n')
    .filter(Boolean);
  for (const changedIn of touched) {
    const parent = commitOf(cwd, `${changedIn}^1`);
    // The app's first commit, or a commit that added the app: no earlier release.
    const before = parent && versionAt(cwd, parent, app);
    if (!before) break;
    if (before !== version) return { app, version, commit: parent, previousVersion: before, how: 'release', changedIn };
  }
  if (base) {
    const commit = commitOf(cwd, base);
    if (!commit) throw new Error(`--base ${base} is not a commit`);
    return { app, version, commit, previousVersion: versionAt(cwd, commit, app), how: 'base' };
  }
  const parent = commitOf(cwd, `${headCommit}^1`);
  if (!parent) return { app, version, commit: headCommit, previousVersion: version, how: 'none' };
  return { app, version, commit: parent, previousVersion: versionAt(cwd, parent, app), how: 'first-parent' };
}

/** Whether the repository is a shallow clone, whose history stops early (the previous release may be out of it). */
export function isShallow(cwd) {
  return git(cwd, ['rev-parse', '--is-shallow-repository']) === 'true';
}

/**
 * The git objects of everything that goes into an app's build at a commit (the app's folder, the kit, the contracts,
 * build-tools, the lockfile, the compiler settings): equal objects, equal builds.
 */
export function buildInputTrees(cwd, commit, app) {
  return Object.fromEntries(
    [app, ...SHARED_BUILD_INPUTS].map((path) => [
      path,
      gitOrUndefined(cwd, ['rev-parse', `${commit}:${path}`]) ?? null,
    ]),
  );
}

/** Whether two sets of build inputs (buildInputTrees) are the same. */
export function sameInputs(a, b) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A short key of a set of build inputs: the name of its build in the gate's cache (.run/compat/<app>/<key>/). */
export function inputKey(trees) {
  return createHash('sha256')
    .update(JSON.stringify(Object.entries(trees).sort()))
    .digest('hex')
    .slice(0, 16);
}

/** The kit versions a shell's build provides, from its mf-manifest.json's `shared` (name to version). */
export function providedVersions(hostManifest) {
  return Object.fromEntries((hostManifest.shared ?? []).map((shared) => [shared.name, shared.version]));
}

/**
 * What a shell does with a remote, decided as the shell decides (shared-contracts/src/kit-compatibility.ts, given as
 * `kit`: checkKit and describeMismatches): a remote of another contract version or of another major of the kit is
 * refused ("Section unavailable"), and so is one built with a newer minor of the kit than the shell's (its range is not
 * met: the pieces that minor added are missing in that shell); any other mounts.
 * @param {{ checkKit: Function, describeMismatches: Function }} kit
 * @param {{ manifest: { shared?: { name: string, version?: string }[] }, contractVersion: number }} shell
 * @param {{ manifest: { shared?: { name: string, requiredVersion?: string | false }[] }, contractVersion: number }} remote
 * @returns {{ mounts: boolean, why: string }}
 */
export function expectedOutcome(kit, shell, remote) {
  if (remote.contractVersion !== shell.contractVersion) {
    return {
      mounts: false,
      why: `contract version ${remote.contractVersion} (the shell speaks ${shell.contractVersion})`,
    };
  }
  const provided = providedVersions(shell.manifest);
  const verdict = kit.checkKit(remote.manifest.shared ?? [], (name) => provided[name]);
  if (verdict.incompatible.length > 0) {
    return { mounts: false, why: `needs ${kit.describeMismatches(verdict.incompatible)}` };
  }
  if (verdict.newerMinor.length > 0) {
    return { mounts: false, why: `newer minor: needs ${kit.describeMismatches(verdict.newerMinor)}` };
  }
  const kitRange = (remote.manifest.shared ?? []).find((shared) => shared.name === 'shared-ui')?.requiredVersion;
  return { mounts: true, why: `kit ${kitRange ?? '(none declared)'} in ${provided['shared-ui'] ?? '(none)'}` };
}

/**
 * A remote's mf-manifest.json declaring the next major of the kit than its build did (`^1.4.0` becomes `^2.0.0`, and
 * `^0.3.0` becomes `^1.0.0`): what combination D serves, a copy, to prove the shell refuses it. Answers a new object.
 */
export function withNextKitMajor(manifest) {
  const copy = structuredClone(manifest);
  for (const shared of copy.shared ?? []) {
    if (!shared.name.startsWith('shared-ui') || typeof shared.requiredVersion !== 'string') continue;
    const major = Number(/^[\^=]?(\d+)\./.exec(shared.requiredVersion)?.[1]);
    if (Number.isNaN(major)) throw new Error(`${shared.name}: cannot read the range ${shared.requiredVersion}`);
    shared.requiredVersion = `^${major + 1}.0.0`;
  }
  return copy;
}

/**
 * The arguments of `npm run compat`; the environment gives COMPAT_BASE and COMPAT_PORT_BASE. `remotes` are the
 * remotes' package folders. Throws with the usage on a malformed command.
 */
export function parseCompatArgs(argv, { env = {}, remotes }) {
  const parsed = {
    base: env.COMPAT_BASE || undefined,
    refuse: 'mfe-devices',
    portBase: Number(env.COMPAT_PORT_BASE ?? 8700),
    fresh: false,
    help: false,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const [name, inline] = argv[index].split(/=(.*)/s, 2);
    const value = () => {
      const given = inline ?? argv[(index += 1)];
      if (given === undefined || given.startsWith('--')) throw new Error(`${name} needs a value\n\n${COMPAT_USAGE}`);
      return given;
    };
    if (name === '--help' || name === '-h') parsed.help = true;
    else if (name === '--fresh') parsed.fresh = true;
    else if (name === '--base') parsed.base = value();
    else if (name === '--refuse') parsed.refuse = value();
    else if (name === '--port-base') parsed.portBase = Number(value());
    else throw new Error(`Unknown argument ${argv[index]}\n\n${COMPAT_USAGE}`);
  }
  if (!remotes.includes(parsed.refuse)) {
    throw new Error(`--refuse ${parsed.refuse}: no such remote (remotes: ${remotes.join(', ')})`);
  }
  if (!Number.isInteger(parsed.portBase) || parsed.portBase < 1024 || parsed.portBase > 65535 - 30) {
    throw new Error(`--port-base must be a port from 1024 to ${65535 - 30}`);
  }
  return parsed;
}

/** The colour codes of a terminal, which Playwright's error messages carry. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The outcome of each Playwright project (one per remote in the smoke suites) in a JSON report: passed or failed, the
 * time its test took (every attempt), the first line of its error, and the annotations it left.
 * @returns {Record<string, { passed: boolean, seconds: number, error?: string, notes: string[] }>}
 */
export function projectOutcomes(report) {
  const outcomes = {};
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const failure = results.find((result) => result.error)?.error?.message;
        const previous = outcomes[test.projectName];
        const seconds = results.reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        const passed = test.status === 'expected' || test.status === 'flaky';
        outcomes[test.projectName] = {
          passed: passed && (previous?.passed ?? true),
          seconds: seconds + (previous?.seconds ?? 0),
          ...(passed || !failure ? {} : { error: failure.replace(ANSI_COLOURS, '').split('\n')[0] }),
          notes: [
            ...(previous?.notes ?? []),
            ...(test.annotations ?? []).map((annotation) => annotation.description ?? annotation.type),
          ],
        };
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return outcomes;
}

/**
 * The table of the matrix: one row per combination and section, with what the kit's versions call for, what the
 * smoke journey found, and its time. Answers the lines and whether every row matched.
 * @param {{ combination: string, section: string, expected: { mounts: boolean, why: string },
 *   outcome?: { passed: boolean, seconds: number, error?: string } }[]} rows
 */
export function renderMatrix(rows) {
  const cells = rows.map(({ combination, section, expected, outcome }) => {
    const wanted = expected.mounts ? 'mounts' : 'Section unavailable';
    let result;
    if (!outcome) result = 'MISMATCH: not run';
    else if (outcome.passed) result = wanted;
    else result = `MISMATCH: ${outcome.error ?? 'failed'}`;
    return {
      ok: Boolean(outcome?.passed),
      values: [
        combination,
        section,
        `${wanted} (${expected.why})`,
        result,
        outcome ? `${outcome.seconds.toFixed(1)} s` : '-',
      ],
    };
  });
  const header = ['Combination', 'Section', 'Expected (why)', 'Result', 'Time'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell.values[column].length)),
  );
  const line = (values) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  const lines = [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`];
  for (const cell of cells) lines.push(line(cell.values));
  return { lines, ok: cells.every((cell) => cell.ok) };
}
