// Which remote build runs in which shell: the kit's versions, decided in one place. The shell applies it to a remote's
// mf-manifest.json before the remote's code loads (host-shell/src/federation/kit-compatibility.ts), and the
// compatibility gate (`npm run compat`, scripts/compat-matrix.mjs) predicts with it what each pair of builds must do.
// The gate loads this file on its own, transpiled: it must keep importing nothing.

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
  /**
   * The same major, a newer minor than the shell's: the shell's kit lacks what that minor added, so semver's caret is
   * not met and the remote is refused as well (with its own reason).
   */
  newerMinor: KitMismatch[];
}

/** The packages whose versions the shell checks: the kit, shared as singletons with no copy in a remote's build. */
export const KIT_PACKAGES: readonly string[] = ['shared-ui', 'shared-ui/core'];

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
  packages: readonly string[] = KIT_PACKAGES,
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
