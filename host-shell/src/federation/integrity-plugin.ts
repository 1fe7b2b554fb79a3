import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ShellRegistry, ShellRegistryEntry } from '../runtime-config/load-runtime-config';
import { RemoteLoadError } from './remote-load-error';

/**
 * A file's `integrity` value by its URL: the registry's hash; UNLISTED_INTEGRITY for a file in the folder of a checked
 * remote that its line does not list; undefined for a file of a remote whose line has no integrity (loaded as before).
 */
export type IntegrityLookup = (url: string) => string | undefined;

/**
 * The hash of an empty file, given to a file a checked remote does not list: the browser refuses any such file with
 * content. (A malformed `integrity` value would not do: the browser ignores one it cannot parse and loads the file.)
 */
export const UNLISTED_INTEGRITY = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';

/**
 * The page's lookup that a remote's own webpack runtime calls for each chunk it loads (build-tools'
 * remote-integrity-plugin.cjs compiles the call into every remote's entry, under this same name).
 */
export const REMOTE_INTEGRITY_GLOBAL = '__consoleRemoteIntegrity';

/** A URL without its query and fragment (a cache-busting query names the same file). */
function fileUrl(url: URL): string {
  const copy = new URL(url);
  copy.search = '';
  copy.hash = '';
  return copy.toString();
}

/** A lookup that more lines can be added to (a tenant's promoted lines, once the tenant is known). */
export interface IntegrityTable {
  lookup: IntegrityLookup;
  /** Adds a line's files (nothing for a line without integrity). */
  add(line: ShellRegistryEntry): void;
}

/** The integrity table of lines: each checked line's files resolved against its manifest's folder. */
export function createIntegrityTable(base: string): IntegrityTable {
  const hashes = new Map<string, string>();
  const checkedFolders: string[] = [];
  const add = (remote: ShellRegistryEntry) => {
    if (!remote.integrity) return;
    const folder = new URL('./', new URL(remote.manifest, base));
    checkedFolders.push(fileUrl(folder));
    for (const [path, hash] of Object.entries(remote.integrity)) hashes.set(fileUrl(new URL(path, folder)), hash);
  };
  const lookup: IntegrityLookup = (url) => {
    let file: string;
    try {
      file = fileUrl(new URL(url, base));
    } catch {
      return undefined;
    }
    const hash = hashes.get(file);
    if (hash) return hash;
    return checkedFolders.some((folder) => file.startsWith(folder)) ? UNLISTED_INTEGRITY : undefined;
  };
  return { lookup, add };
}

/** The lookup of a registry: each checked line's files resolved against its manifest's folder. */
export function createIntegrityLookup(registry: ShellRegistry, base: string): IntegrityLookup {
  const table = createIntegrityTable(base);
  for (const remote of registry.remotes) table.add(remote);
  return table.lookup;
}

/**
 * When the console requires integrity (config.json's requireRemoteIntegrity), a check that refuses a remote whose line
 * has no integrity hashes; otherwise one that lets every remote through.
 */
export function createIntegrityRequirement(registry: ShellRegistry, required: boolean): (name: string) => void {
  const checked = new Set(registry.remotes.filter((remote) => remote.integrity).map((remote) => remote.name));
  return (name) => {
    if (required && !checked.has(name)) {
      throw new RemoteLoadError('Its registry line has no integrity hashes, and this console requires them.');
    }
  };
}

/** Gives the remotes' own webpack runtimes the lookup (a property that cannot be replaced once set). */
export function installRemoteIntegrity(lookup: IntegrityLookup, target: object = window): void {
  Object.defineProperty(target, REMOTE_INTEGRITY_GLOBAL, { value: lookup, writable: false, configurable: false });
}

/**
 * The shell's loading plugin with integrity checks: the manifest fetch carries the registry's `integrity` (the
 * browser rejects a body whose hash differs), and the entry script and the preloaded chunks get `integrity` and
 * `crossorigin` (the browser refuses to run a differing file). The plugin's own answers (its time-outs) are kept.
 * A refused file fails the load like a missing one: the section shows "Section unavailable", the rest works.
 */
export function withIntegrity(
  plugin: ModuleFederationRuntimePlugin,
  lookup: IntegrityLookup,
): ModuleFederationRuntimePlugin {
  const { fetch: baseFetch, createScript: baseCreateScript } = plugin;
  return {
    ...plugin,
    name: `${plugin.name}-with-integrity`,
    fetch(url, init, ...rest) {
      const integrity = lookup(url);
      const checked = integrity ? { ...init, integrity } : init;
      if (baseFetch) return baseFetch(url, checked, ...rest);
      return integrity ? fetch(url, checked) : undefined;
    },
    createScript(args) {
      const answer = baseCreateScript?.(args);
      const integrity = lookup(args.url);
      if (!integrity) return answer;
      let script: HTMLScriptElement;
      if (answer instanceof HTMLScriptElement) script = answer;
      else if (answer && 'script' in answer && answer.script) script = answer.script;
      else {
        // The federation runtime applies the attributes itself only when no plugin answers: here they are set.
        script = document.createElement('script');
        for (const [name, value] of Object.entries(args.attrs ?? {})) {
          if (name === 'async' || name === 'defer') script[name] = Boolean(value);
          else script.setAttribute(name, String(value));
        }
      }
      script.crossOrigin = 'anonymous';
      script.integrity = integrity;
      const timeout =
        answer && !(answer instanceof HTMLScriptElement) && 'timeout' in answer ? answer.timeout : undefined;
      return timeout === undefined ? { script } : { script, timeout };
    },
  };
}
