import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  checkKit,
  describeMismatches,
  type KitMismatch,
  type KitVerdict,
  type SharedRequirement,
} from 'shared-contracts';
import { RemoteLoadError } from './remote-load-error';

/** Why a remote's kit is refused: another major than the shell's, or a newer minor the shell does not have yet. */
const REFUSALS = {
  major: 'It was built for another major version of the console’s kit.',
  newerMinor: 'It was built with a newer version of the console’s kit than this console has.',
} as const;

/**
 * A remote whose kit range the shell's kit does not satisfy (semver's caret: another major, or a newer minor, whose
 * additions this shell lacks): refused before any of its code loads. A remote's range is the least minor it needs, the
 * newer pieces it can bring left out (build-tools/kit-range.cjs, kit-additions.cjs), so a newer minor in it names a
 * piece this shell lacks and the remote has no copy of.
 */
export class KitIncompatibleError extends RemoteLoadError {
  constructor(
    readonly remote: string,
    readonly mismatches: readonly KitMismatch[],
    readonly refusal: keyof typeof REFUSALS = 'major',
  ) {
    super(REFUSALS[refusal], undefined, `It needs ${describeMismatches(mismatches)}.`);
    this.message = `${remote} needs ${describeMismatches(mismatches)}`;
  }
}

/** What the shell has registered in the share scope: for each package, its versions and who provides each. */
export type ProvidedShares = Record<string, readonly { version: string; from: string }[] | undefined>;

/**
 * Checks one remote's manifest against the shell's share scope (`host`, the shell's federation name, provides the
 * versions it answers): throws KitIncompatibleError for another major or a newer minor, and answers the verdict.
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
  if (verdict.incompatible.length > 0) throw new KitIncompatibleError(remote, verdict.incompatible);
  if (verdict.newerMinor.length > 0) throw new KitIncompatibleError(remote, verdict.newerMinor, 'newerMinor');
  return verdict;
}

/**
 * Reads each remote's mf-manifest.json as the federation runtime loads it, before the remote's entry script, and
 * refuses a remote whose kit range the shell's kit does not satisfy: another major, or a newer minor (a piece of it the
 * remote cannot bring would be missing here: README, "Kit versions" and "The kit's additions reach a remote"). The store shows "Section unavailable"
 * with the versions.
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
