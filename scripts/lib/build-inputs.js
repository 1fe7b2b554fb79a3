// What goes into an app's production build besides the app's own folder: the kit, the contracts, the build
// configuration, the lockfile and the compiler settings. The build skips an app whose inputs did not change
// (scripts/lib/build.mjs); the compatibility gate skips the previous release of an app whose inputs equal HEAD's
// (scripts/lib/compat.js). A `.js` ES module, so that the root's Jest 'tooling' project can load it.

/** Paths relative to the repository's root, each a folder or a file. */
export const SHARED_BUILD_INPUTS = [
  'shared-ui',
  'shared-contracts',
  'build-tools',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];
