// The kit's own Jest project: the same jsdom settings as the shell's and the remotes' (build-tools).
module.exports = require('../build-tools/jest-app-config.cjs').createAppJestConfig('shared-ui');
