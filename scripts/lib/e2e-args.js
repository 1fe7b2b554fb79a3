// QA on any composition (issue 29, item 6): the arguments of `npm run e2e` (scripts/e2e.mjs) and the Playwright run they
// mean. A `.js` ES module, so that the root's Jest 'tooling' project can test it.
import { isAbsolute, resolve } from 'node:path';

export const E2E_USAGE = `npm run e2e -- [--base-url <url>] [--registry <file>] [--smoke [<remote>] | --project <remote>] [playwright args]

  --base-url <url>    run against a console that is already running there (no local stack is served)
  --registry <file>   the remotes.json the shell loads: the locally served shell reads it (REMOTES_FILE); against
                      --base-url, the smoke suites' browser is given it instead of the deployment's /remotes.json
  --smoke [<remote>]  the smoke suites (e2e/smoke/), all of them or one remote's (mfe-incidents or mfe_incidents)
  --project <remote>  the same as --smoke <remote>; a --project that names no remote goes to Playwright
  anything else       goes to Playwright as it is (after a -- too), such as a test file or --grep`;

/** The value of an option written `--name value` or `--name=value`, and how many arguments it took. */
function optionValue(argv, index, name) {
  const argument = argv[index];
  if (argument.startsWith(`${name}=`)) return { value: argument.slice(name.length + 1), taken: 1 };
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value\n\n${E2E_USAGE}`);
  return { value, taken: 2 };
}

/** A remote's package folder from its package or federation name, or undefined when it names none. */
function remoteNamed(remotes, name) {
  return remotes.find((remote) => remote.package === name || remote.name === name)?.package;
}

/**
 * Parses the command's arguments. `remotes` are shared-contracts/src/remotes.json's entries (package and federation
 * names); `cwd` is where a relative registry path is read from. Answers the base URL, the registry's absolute path,
 * the smoke suites asked for (undefined: the whole suite; empty: every remote's smoke suite) and Playwright's own
 * arguments; throws with the usage on a malformed command.
 */
export function parseE2eArgs(argv, { remotes, cwd }) {
  const parsed = { baseUrl: undefined, registry: undefined, smoke: undefined, help: false, playwrightArgs: [] };
  const addSmoke = (remote) => {
    parsed.smoke ??= [];
    if (remote && !parsed.smoke.includes(remote)) parsed.smoke.push(remote);
  };
  for (let index = 0; index < argv.length;) {
    const argument = argv[index];
    if (argument === '--') {
      parsed.playwrightArgs.push(...argv.slice(index + 1));
      break;
    }
    if (argument === '--help' || argument === '-h') {
      parsed.help = true;
      index += 1;
    } else if (argument === '--base-url' || argument.startsWith('--base-url=')) {
      const { value, taken } = optionValue(argv, index, '--base-url');
      let url;
      try {
        url = new URL(value);
      } catch {
        throw new Error(`--base-url ${value} is not a URL (such as https://console.example.com)`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`--base-url ${value} is not an http or https URL`);
      }
      parsed.baseUrl = url.toString().replace(/\/+$/, '');
      index += taken;
    } else if (argument === '--registry' || argument.startsWith('--registry=')) {
      const { value, taken } = optionValue(argv, index, '--registry');
      parsed.registry = isAbsolute(value) ? value : resolve(cwd, value);
      index += taken;
    } else if (argument === '--smoke' || argument.startsWith('--smoke=')) {
      if (argument.startsWith('--smoke=')) {
        const name = argument.slice('--smoke='.length);
        const remote = remoteNamed(remotes, name);
        if (!remote)
          throw new Error(`--smoke ${name}: no such remote (remotes: ${remotes.map((r) => r.package).join(', ')})`);
        addSmoke(remote);
        index += 1;
      } else {
        // The next argument is the remote when it names one; otherwise every smoke suite runs.
        const remote = argv[index + 1] === undefined ? undefined : remoteNamed(remotes, argv[index + 1]);
        addSmoke(remote);
        index += remote ? 2 : 1;
      }
    } else if (argument === '--project' || argument.startsWith('--project=')) {
      const { value, taken } = optionValue(argv, index, '--project');
      const remote = remoteNamed(remotes, value);
      if (remote) addSmoke(remote);
      else parsed.playwrightArgs.push(...argv.slice(index, index + taken));
      index += taken;
    } else {
      parsed.playwrightArgs.push(argument);
      index += 1;
    }
  }
  return parsed;
}

/**
 * The Playwright run that a parsed command means: its arguments (after `playwright`) and the environment the suite's
 * configuration (e2e/playwright.config.ts) reads. `env` is the caller's environment, kept.
 */
export function playwrightRun(parsed, env) {
  const runEnv = { ...env };
  if (parsed.baseUrl) runEnv.E2E_BASE_URL = parsed.baseUrl;
  if (parsed.registry) runEnv.E2E_REGISTRY = parsed.registry;
  if (parsed.smoke) runEnv.E2E_SUITE = 'smoke';
  const projects = (parsed.smoke ?? []).map((remote) => `--project=${remote}`);
  return { args: ['test', ...projects, ...parsed.playwrightArgs], env: runEnv };
}
