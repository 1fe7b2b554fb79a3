module.exports = require('build-tools/jest-app-config.cjs').createAppJestConfig('mfe-dashboard');
