/* global describe, it, expect */
// The arguments of `npm run e2e` (scripts/e2e.mjs) and the Playwright run they mean.
import { parseE2eArgs, playwrightRun } from './e2e-args.js';

const remotes = [
  { package: 'mfe-incidents', name: 'mfe_incidents' },
  { package: 'mfe-reports', name: 'mfe_reports' },
];
const parse = (...argv) => parseE2eArgs(argv, { remotes, cwd: '/qa' });

describe('parseE2eArgs', () => {
  it('with no arguments, runs the whole suite against the local build', () => {
    expect(parse()).toEqual({
      baseUrl: undefined,
      registry: undefined,
      smoke: undefined,
      help: false,
      playwrightArgs: [],
    });
  });

  it('reads --base-url and --registry in both spellings, the registry relative to where the command was typed', () => {
    expect(parse('--base-url', 'https://console.example.com/', '--registry', 'qa/remotes.json')).toMatchObject({
      baseUrl: 'https://console.example.com',
      registry: '/qa/qa/remotes.json',
    });
    expect(parse('--base-url=http://127.0.0.1:8620', '--registry=/tmp/r.json')).toMatchObject({
      baseUrl: 'http://127.0.0.1:8620',
      registry: '/tmp/r.json',
    });
  });

  it('refuses a base URL that is not an http one, and an option without its value', () => {
    expect(() => parse('--base-url', 'console.example.com')).toThrow('is not a URL');
    expect(() => parse('--base-url', 'ftp://console.example.com')).toThrow('is not an http or https URL');
    expect(() => parse('--registry')).toThrow('--registry needs a value');
    expect(() => parse('--base-url', '--smoke')).toThrow('--base-url needs a value');
  });

  it('--smoke alone is every smoke suite; followed by a remote (package or federation name), that one', () => {
    expect(parse('--smoke').smoke).toEqual([]);
    expect(parse('--smoke', 'mfe-incidents').smoke).toEqual(['mfe-incidents']);
    expect(parse('--smoke', 'mfe_reports', '--smoke=mfe-incidents').smoke).toEqual(['mfe-reports', 'mfe-incidents']);
    // What follows --smoke and names no remote is Playwright's.
    expect(parse('--smoke', '--headed')).toMatchObject({ smoke: [], playwrightArgs: ['--headed'] });
    expect(() => parse('--smoke=mfe-nothing')).toThrow(
      '--smoke mfe-nothing: no such remote (remotes: mfe-incidents, mfe-reports)',
    );
  });

  it('--project naming a remote is its smoke suite; any other project goes to Playwright', () => {
    expect(parse('--project', 'mfe-incidents')).toMatchObject({ smoke: ['mfe-incidents'], playwrightArgs: [] });
    expect(parse('--project=chromium')).toMatchObject({ smoke: undefined, playwrightArgs: ['--project=chromium'] });
    expect(parse('--project', 'chromium')).toMatchObject({ playwrightArgs: ['--project', 'chromium'] });
  });

  it('passes every other argument through, and all of those after --', () => {
    expect(
      parse('tests/navigation.spec.ts', '--grep', 'rail', '--', '--smoke', '--registry', 'x').playwrightArgs,
    ).toEqual(['tests/navigation.spec.ts', '--grep', 'rail', '--smoke', '--registry', 'x']);
    expect(parse('--help').help).toBe(true);
  });
});

describe('playwrightRun', () => {
  it('sets the environment the suite configuration reads and asks for the remotes’ projects', () => {
    const run = playwrightRun(
      parse('--smoke', 'mfe-incidents', '--base-url', 'https://c.example', '--registry', 'r.json', '-x'),
      {
        PATH: '/bin',
      },
    );
    expect(run.args).toEqual(['test', '--project=mfe-incidents', '-x']);
    expect(run.env).toEqual({
      PATH: '/bin',
      E2E_BASE_URL: 'https://c.example',
      E2E_REGISTRY: '/qa/r.json',
      E2E_SUITE: 'smoke',
    });
  });

  it('runs the ordinary suite, unchanged, when nothing is asked', () => {
    expect(playwrightRun(parse(), { PATH: '/bin' })).toEqual({ args: ['test'], env: { PATH: '/bin' } });
    expect(playwrightRun(parse('--smoke'), {}).args).toEqual(['test']);
  });
});
