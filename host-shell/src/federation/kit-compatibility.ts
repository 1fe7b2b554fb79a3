import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';

/** A package the remote consumes from the shell, with the range its build declared (its mf-manifest.json). */
export interface SharedRequirement {
  name: string;
  requiredVersion?: string | false;
}

/** A package whose version the remote asks for and the shell does not have: what is needed and what is provided. */
export interface KitMismatch {
  name: string;
  needed: string;
  provided: string;
}

/** How a remote's declared ranges meet what the shell provides. */
export interface KitVerdict {
  /** Another major (for a 0.x version, another minor): the remote is not mounted. */
  incompatible: KitMismatch[];
  /** The same major, a newer minor than the shell's: the remote is mounted, and the difference logged. */
  newerMinor: KitMismatch[];
}

/** The packages whose versions the shell checks: the kit, shared as singletons with no copy in a remote's build. */
export const CHECKED_PACKAGES: readonly string[] = ['shared-ui', 'shared-ui/core'];

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.-]*)?$/;

function parse(version: string): [number, number, number] | undefined {
  const match = VERSION.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * The line of compatibility of a version: its major, or for a 0.x version its minor as well (semver's caret), so that
 * `^0.1.0` and `0.2.0` differ as `^1.0.0` and `2.0.0` do.
 */
function line([major, minor]: [number, number, number]): string {
  return major === 0 ? `0.${minor}` : String(major);
}

function older(a: [number, number, number], b: [number, number, number]): boolean {
  for (let part = 0; part < 3; part += 1) if (a[part] !== b[part]) return a[part]! < b[part]!;
  return false;
}

/**
 * Compares the ranges a remote declares (`^1.2.0` as our builds write them, or an exact `1.2.0` as earlier builds did)
 * with the versions the shell provides. A range of another form, or a package the shell does not provide, is left to
 * the federation runtime.
 */
export function checkKit(
  required: readonly SharedRequirement[],
  provided: (name: string) => string | undefined,
  packages: readonly string[] = CHECKED_PACKAGES,
): KitVerdict {
  const verdict: KitVerdict = { incompatible: [], newerMinor: [] };
  for (const { name, requiredVersion } of required) {
    if (!packages.includes(name) || typeof requiredVersion !== 'string') continue;
    const providedVersion = provided(name);
    const floor = parse(requiredVersion.replace(/^[\^=]/, ''));
    const have = providedVersion === undefined ? undefined : parse(providedVersion);
    if (!floor || !have || providedVersion === undefined) continue;
    const mismatch = { name, needed: requiredVersion, provided: providedVersion };
    if (line(floor) !== line(have)) verdict.incompatible.push(mismatch);
    else if (older(have, floor)) verdict.newerMinor.push(mismatch);
  }
  return verdict;
}

/**
 * The mismatches in words, for administrators and the log: `shared-ui ^2.0.0 (this console provides 1.4.0)`; an entry
 * point (`shared-ui/core`) that says the same as its package is said once.
 */
export function describeMismatches(mismatches: readonly KitMismatch[]): string {
  const said = new Set<string>();
  for (const { name, needed, provided } of mismatches) {
    said.add(`${name.startsWith('@') ? name : name.split('/')[0]} ${needed} (this console provides ${provided})`);
  }
  return [...said].join(', ');
}

/** A remote built against another major of the kit: refused before any of its code loads. */
export class KitIncompatibleError extends RemoteLoadError {
  constructor(
    readonly remote: string,
    readonly mismatches: readonly KitMismatch[],
  ) {
    super(
      'It was built for another major version of the console’s kit.',
      undefined,
      `It needs ${describeMismatches(mismatches)}.`,
    );
    this.message = `${remote} needs ${describeMismatches(mismatches)}`;
  }
}

/** What the shell has registered in the share scope: for each package, its versions and who provides each. */
export type ProvidedShares = Record<string, readonly { version: string; from: string }[] | undefined>;

/** The remotes mounted though built with a newer minor of the kit than the shell's, and what they need. */
const newerKits = new Map<string, readonly KitMismatch[]>();

/**
 * For a remote mounted though built with a newer minor of the kit, the sentence that tells an administrator why a piece
 * of it may fail (`It was built with a newer kit: it needs shared-ui ^1.5.0 (this console provides 1.4.0).`).
 */
export function newerKitNote(remote: string): string | undefined {
  const mismatches = newerKits.get(remote);
  return mismatches ? `It was built with a newer kit: it needs ${describeMismatches(mismatches)}.` : undefined;
}

/**
 * Checks one remote's manifest against the shell's share scope (`host`, the shell's federation name, provides the
 * versions it answers): throws KitIncompatibleError for another major, logs a newer minor, and answers the verdict.
 */
export function checkRemoteManifest(
  remote: string,
  required: readonly SharedRequirement[],
  shared: ProvidedShares,
  host: string,
): KitVerdict {
  const verdict = checkKit(required, (name) => {
    const entries = shared[name] ?? [];
    return (entries.find((entry) => entry.from === host) ?? entries[0])?.version;
  });
  newerKits.delete(remote);
  if (verdict.incompatible.length > 0) throw new KitIncompatibleError(remote, verdict.incompatible);
  if (verdict.newerMinor.length > 0) {
    newerKits.set(remote, verdict.newerMinor);
    console.warn(`Remote ${remote} was built with a newer kit: it needs ${describeMismatches(verdict.newerMinor)}`);
  }
  return verdict;
}

/**
 * Reads each remote's mf-manifest.json as the federation runtime loads it, before the remote's entry script, and
 * refuses a remote whose kit range has another major than the shell's kit: the store shows "Section unavailable" with
 * the versions. A remote that asks for a newer minor is mounted (what it uses of that minor may be missing: README,
 * "Shipping a new version of one remote"), and the difference is logged.
 */
export function createKitCompatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-kit-compatibility',
    loadRemoteSnapshot(args) {
      if (args.manifestJson) {
        checkRemoteManifest(args.moduleInfo.name, args.manifestJson.shared, args.options.shared, args.options.name);
      }
      return args;
    },
  };
}
