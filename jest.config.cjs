// One Jest run over every package. Each package keeps its own jest.config.cjs for a run of its own; here the browser
// packages (the kit, the shell, the remotes) run as one project, 'ui', so that the sources they share are compiled once.
const { remotes } = require('./shared-contracts/src/remotes.json');
const { createBrowserPackagesJestConfig } = require('./build-tools/jest-app-config.cjs');
const { tsJestTransform } = require('./jest.preset.cjs');

module.exports = {
  // Jest reads the time-out from this root configuration only (a project's own is ignored). It guards against a
  // hung test and is no speed limit: on a loaded 2-core machine a heavy render or a database copy takes seconds.
  testTimeout: 180_000,
  projects: [
    '<rootDir>/shared-contracts',
    createBrowserPackagesJestConfig(['shared-ui', 'host-shell', ...remotes.map((remote) => remote.package)]),
    '<rootDir>/api',
    // The workspace's own tooling: the local lint rule of eslint-import-cycles.js, the release command's parts, the
    // build's kit ranges.
    {
      displayName: 'tooling',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.js', '<rootDir>/scripts/**/*.test.js', '<rootDir>/build-tools/*.test.js'],
      transform: { '^.+\\.[jt]s$': tsJestTransform() },
    },
  ],
};
