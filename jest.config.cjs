// One Jest run over every package; each package keeps its own jest.config.cjs.
const { remotes } = require('./shared-contracts/src/remotes.json');

module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/host-shell',
    ...remotes.map((remote) => `<rootDir>/${remote.package}`),
    '<rootDir>/api',
  ],
};
