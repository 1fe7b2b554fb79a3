// One Jest run over every package; each package keeps its own jest.config.cjs.
const { remotes } = require('./shared-contracts/src/remotes.json');

module.exports = {
  // Jest reads the time-out from this root configuration only (a project's own is ignored). It guards against a
  // hung test and is no speed limit: on a loaded 2-core machine a heavy render or a database copy takes seconds.
  testTimeout: 180_000,
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/host-shell',
    ...remotes.map((remote) => `<rootDir>/${remote.package}`),
    '<rootDir>/api',
  ],
};
