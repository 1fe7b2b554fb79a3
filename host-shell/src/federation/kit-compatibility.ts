import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  checkKit,
  describeMismatches,
  type KitMismatch,
  type KitVerdict,
  type SharedRequirement,
} from 'shared-contracts';
import { RemoteLoadError } from './remote-load-error';

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
