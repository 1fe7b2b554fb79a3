/* global describe, it, expect, beforeAll, afterAll */
// The compatibility gate's parts (scripts/compat-matrix.mjs): the previous release found on a temporary repository,
// the decision of what a shell does with a remote, the Playwright report read and the table printed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkKit, describeMismatches } from '../../shared-contracts/src/kit-compatibility.ts';
import {
  buildInputTrees,
  expectedOutcome,
  findPreviousRelease,
  inputKey,
  isShallow,
  parseCompatArgs,
  projectOutcomes,
  renderMatrix,
  sameInputs,
  withNextKitMajor,
} from './compat.js';

/** A repository of its own, with commits made by `commit`: the history each test reads. */
function temporaryRepository() {
  const dir = mkdtempSync(join(tmpdir(), 'compat-test-'));
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
      },
    }).trim();
  git('init', '-q', '-b', 'main');
  /** Writes files (path to content; a package's version as `{ version }`), commits them, answers the commit. */
  const commit = (message, files) => {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      const text =
        typeof content === 'string'
          ? content
          : `${JSON.stringify({ name: path.split('/')[0], ...content }, null, 2)}\n`;
      writeFileSync(join(dir, path), text);
    }
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  return { dir, git, commit, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('findPreviousRelease', () => {
  let repo;
  const commits = {};
  beforeAll(() => {
    repo = temporaryRepository();
    commits.first = repo.commit('the apps at 0.1.0', {
      'host-shell/package.json': { version: '0.1.0' },
      'mfe-a/package.json': { version: '0.1.0' },
      'mfe-b/package.json': { version: '0.1.0' },
      'shared-ui/index.ts': 'export {};\n',
    });
    commits.work = repo.commit('some work', { 'mfe-a/src.ts': 'export const a = 1;\n' });
    // A change to the file that is not its version (a dependency), which -G"version" does not match, and one that
    // rewrites the version line to the same value.
    commits.dependency = repo.commit('a dependency', {
      'mfe-a/package.json': { version: '0.1.0', dependencies: { x: '1.0.0' } },
    });
    commits.landing = repo.commit('the last landing', { 'mfe-a/src.ts': 'export const a = 2;\n' });
    commits.bump = repo.commit('release 0.2.0 of the shell and mfe-a', {
      'host-shell/package.json': { version: '0.2.0' },
      'mfe-a/package.json': { version: '0.2.0', dependencies: { x: '1.0.0' } },
    });
    commits.after = repo.commit('work after the release', { 'mfe-a/src.ts': 'export const a = 3;\n' });
  });
  afterAll(() => repo.remove());

  it('is the first parent of the newest commit that changed the version: the last commit of the earlier version', () => {
    expect(findPreviousRelease('host-shell', { cwd: repo.dir })).toEqual({
      app: 'host-shell',
      version: '0.2.0',
      commit: commits.landing,
      previousVersion: '0.1.0',
      how: 'release',
      changedIn: commits.bump,
    });
    expect(findPreviousRelease('mfe-a', { cwd: repo.dir })).toMatchObject({ commit: commits.landing, how: 'release' });
  });

  it('skips a commit that rewrote the version line to the same version', () => {
    const repeat = repo.commit('the version line rewritten, same version', {
      'host-shell/package.json': '{ "name": "host-shell", "version": "0.2.0" }\n',
    });
    expect(findPreviousRelease('host-shell', { cwd: repo.dir })).toMatchObject({
      commit: commits.landing,
      changedIn: commits.bump,
    });
    expect(findPreviousRelease('host-shell', { cwd: repo.dir, head: commits.after })).toMatchObject({
      commit: commits.landing,
    });
    expect(repeat).not.toBe(commits.landing);
  });

  it('follows a version that went back: the newest commit at another version than HEAD’s', () => {
    const side = temporaryRepository();
    try {
      side.commit('one', { 'app/package.json': { version: '1.0.0' } });
      const two = side.commit('two', { 'app/package.json': { version: '2.0.0' } });
      const back = side.commit('back to one', { 'app/package.json': { version: '1.0.0' } });
      expect(findPreviousRelease('app', { cwd: side.dir })).toMatchObject({
        commit: two,
        previousVersion: '2.0.0',
        changedIn: back,
      });
    } finally {
      side.remove();
    }
  });

  it('reads the first-parent line only: a release made on a merged branch counts at its merge', () => {
    const side = temporaryRepository();
    try {
      const one = side.commit('one', { 'app/package.json': { version: '1.0.0' } });
      side.git('checkout', '-q', '-b', 'feature');
      const bumped = side.commit('bump on the branch', { 'app/package.json': { version: '1.1.0' } });
      side.git('checkout', '-q', 'main');
      const other = side.commit('other work on main', { 'README.md': 'x\n' });
      side.git('merge', '-q', '--no-ff', '-m', 'merge the branch', 'feature');
      const merge = side.git('rev-parse', 'HEAD');
      const found = findPreviousRelease('app', { cwd: side.dir });
      expect(found).toMatchObject({ commit: other, previousVersion: '1.0.0', changedIn: merge });
      expect([one, bumped]).not.toContain(found.commit);
    } finally {
      side.remove();
    }
  });

  it('does not take a version that a merged branch changed and changed back for a release of the line', () => {
    const side = temporaryRepository();
    try {
      side.commit('one', { 'app/package.json': { version: '1.0.0' } });
      side.git('checkout', '-q', '-b', 'feature');
      side.commit('try 2.0.0', { 'app/package.json': { version: '2.0.0' } });
      side.commit('back to 1.0.0', { 'app/package.json': { version: '1.0.0' } });
      side.git('checkout', '-q', 'main');
      const other = side.commit('other work on main', { 'README.md': 'x\n' });
      side.git('merge', '-q', '--no-ff', '-m', 'merge the branch', 'feature');
      expect(findPreviousRelease('app', { cwd: side.dir })).toMatchObject({ commit: other, how: 'first-parent' });
    } finally {
      side.remove();
    }
  });

  it('falls back to --base, else HEAD’s first parent, when the version never changed', () => {
    expect(findPreviousRelease('mfe-b', { cwd: repo.dir })).toMatchObject({
      version: '0.1.0',
      commit: repo.git('rev-parse', 'HEAD^1'),
      previousVersion: '0.1.0',
      how: 'first-parent',
    });
    expect(findPreviousRelease('mfe-b', { cwd: repo.dir, base: commits.work })).toMatchObject({
      commit: commits.work,
      how: 'base',
    });
    expect(() => findPreviousRelease('mfe-b', { cwd: repo.dir, base: 'no-such-rev' })).toThrow(
      '--base no-such-rev is not a commit',
    );
  });

  it('finds none in a repository of one commit, and refuses an app without a version', () => {
    const single = temporaryRepository();
    try {
      const only = single.commit('only', { 'app/package.json': { version: '1.0.0' } });
      expect(findPreviousRelease('app', { cwd: single.dir })).toMatchObject({ commit: only, how: 'none' });
      expect(() => findPreviousRelease('missing', { cwd: single.dir })).toThrow('missing/package.json has no version');
      expect(isShallow(single.dir)).toBe(false);
    } finally {
      single.remove();
    }
  });

  it('compares build inputs by their git objects: the app, the kit and the rest of the shared inputs', () => {
    const head = buildInputTrees(repo.dir, 'HEAD', 'mfe-b');
    expect(head['mfe-b']).toMatch(/^[0-9a-f]{40}$/);
    expect(head['shared-ui']).toMatch(/^[0-9a-f]{40}$/);
    expect(head['pnpm-lock.yaml']).toBeNull();
    expect(sameInputs(head, buildInputTrees(repo.dir, commits.first, 'mfe-b'))).toBe(true);
    expect(
      sameInputs(buildInputTrees(repo.dir, 'HEAD', 'mfe-a'), buildInputTrees(repo.dir, commits.first, 'mfe-a')),
    ).toBe(false);
    expect(inputKey(head)).toBe(inputKey(buildInputTrees(repo.dir, commits.first, 'mfe-b')));
    expect(inputKey(head)).toMatch(/^[0-9a-f]{16}$/);
  });
});

const kit = { checkKit, describeMismatches };
const shell = (version, contractVersion = 3) => ({
  manifest: {
    shared: [
      { name: 'react', version: '19.3.1' },
      { name: 'shared-ui', version },
      { name: 'shared-ui/core', version },
    ],
  },
  contractVersion,
});
const remote = (range, contractVersion = 3) => ({
  manifest: {
    shared: [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: 'shared-ui', requiredVersion: range },
      { name: 'shared-ui/core', requiredVersion: range },
    ],
  },
  contractVersion,
});

describe('expectedOutcome', () => {
  it('mounts a remote of the shell’s kit or an older minor, and refuses a newer minor the shell lacks', () => {
    expect(expectedOutcome(kit, shell('1.0.0'), remote('^1.0.0'))).toEqual({
      mounts: true,
      why: 'kit ^1.0.0 in 1.0.0',
    });
    expect(expectedOutcome(kit, shell('1.4.0'), remote('^1.2.0')).mounts).toBe(true);
    expect(expectedOutcome(kit, shell('1.0.0'), remote('^1.1.0'))).toEqual({
      mounts: false,
      why: 'newer minor: needs shared-ui ^1.1.0 (this console provides 1.0.0)',
    });
  });

  it('refuses another major of the kit, as the shell does, and says which versions', () => {
    expect(expectedOutcome(kit, shell('1.0.0'), remote('^2.0.0'))).toEqual({
      mounts: false,
      why: 'needs shared-ui ^2.0.0 (this console provides 1.0.0)',
    });
    expect(expectedOutcome(kit, shell('2.1.0'), remote('^1.0.0')).mounts).toBe(false);
    expect(expectedOutcome(kit, shell('0.2.0'), remote('^0.1.0')).mounts).toBe(false);
  });

  it('refuses another contract version whatever the kit', () => {
    expect(expectedOutcome(kit, shell('1.0.0', 3), remote('^1.0.0', 2))).toEqual({
      mounts: false,
      why: 'contract version 2 (the shell speaks 3)',
    });
  });

  it('refuses the manifest that combination D serves', () => {
    const rewritten = withNextKitMajor(remote('^1.3.0').manifest);
    expect(rewritten.shared.map((shared) => shared.requiredVersion)).toEqual(['^19.3.1', '^2.0.0', '^2.0.0']);
    expect(expectedOutcome(kit, shell('1.3.0'), { manifest: rewritten, contractVersion: 3 }).mounts).toBe(false);
    expect(withNextKitMajor(remote('^0.4.0').manifest).shared[1].requiredVersion).toBe('^1.0.0');
    // The build's own manifest is left as it was.
    const original = remote('^1.3.0').manifest;
    withNextKitMajor(original);
    expect(original.shared[1].requiredVersion).toBe('^1.3.0');
  });
});

describe('parseCompatArgs', () => {
  const remotes = ['mfe-devices', 'mfe-reports'];
  it('takes the defaults, the environment, then the command line', () => {
    expect(parseCompatArgs([], { remotes })).toEqual({
      base: undefined,
      refuse: 'mfe-devices',
      portBase: 8700,
      fresh: false,
      help: false,
    });
    expect(
      parseCompatArgs(['--refuse=mfe-reports', '--fresh'], {
        remotes,
        env: { COMPAT_BASE: 'v1', COMPAT_PORT_BASE: '9220' },
      }),
    ).toMatchObject({ base: 'v1', refuse: 'mfe-reports', portBase: 9220, fresh: true });
    expect(parseCompatArgs(['--base', 'abc123', '--port-base', '9300'], { remotes })).toMatchObject({
      base: 'abc123',
      portBase: 9300,
    });
  });

  it('refuses what it does not know', () => {
    expect(() => parseCompatArgs(['--refuse', 'mfe-nothing'], { remotes })).toThrow('--refuse mfe-nothing: no such');
    expect(() => parseCompatArgs(['--base'], { remotes })).toThrow('--base needs a value');
    expect(() => parseCompatArgs(['--port-base', '80'], { remotes })).toThrow('--port-base must be');
    expect(() => parseCompatArgs(['--what'], { remotes })).toThrow('Unknown argument --what');
  });
});

describe('projectOutcomes and renderMatrix', () => {
  const report = {
    suites: [
      {
        specs: [
          {
            tests: [
              {
                projectName: 'mfe-devices',
                status: 'expected',
                results: [{ duration: 4200 }],
                annotations: [{ type: 'remote', description: 'mfe_devices 0.1.0+abc from …' }],
              },
            ],
          },
        ],
        suites: [
          {
            specs: [
              {
                tests: [
                  {
                    projectName: 'mfe-reports',
                    status: 'unexpected',
                    results: [
                      { duration: 1000, error: { message: '\u001b[31mError: Reports did not mount\u001b[39m\nat …' } },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };

  it('reads each project’s outcome, time, first error line and notes', () => {
    expect(projectOutcomes(report)).toEqual({
      'mfe-devices': { passed: true, seconds: 4.2, notes: ['mfe_devices 0.1.0+abc from …'] },
      'mfe-reports': { passed: false, seconds: 1, error: 'Error: Reports did not mount', notes: [] },
    });
  });

  it('prints a row per combination and section, and fails on a mismatch or a section not run', () => {
    const outcomes = projectOutcomes(report);
    const expected = { mounts: true, why: 'kit ^1.0.0 in 1.0.0' };
    const passing = renderMatrix([
      { combination: 'A', section: 'mfe_devices', expected, outcome: outcomes['mfe-devices'] },
    ]);
    expect(passing.ok).toBe(true);
    expect(passing.lines[2]).toBe('| A           | mfe_devices | mounts (kit ^1.0.0 in 1.0.0) | mounts | 4.2 s |');
    const failing = renderMatrix([
      { combination: 'A', section: 'mfe_reports', expected, outcome: outcomes['mfe-reports'] },
      { combination: 'D', section: 'mfe_devices', expected: { mounts: false, why: 'needs shared-ui ^2.0.0' } },
    ]);
    expect(failing.ok).toBe(false);
    expect(failing.lines[2]).toContain('MISMATCH: Error: Reports did not mount');
    expect(failing.lines[3]).toContain('Section unavailable (needs shared-ui ^2.0.0)');
    expect(failing.lines[3]).toContain('MISMATCH: not run');
  });
});
