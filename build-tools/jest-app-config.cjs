// Jest settings of the host and the remotes: the root preset in jsdom, with shared-ui's DOM setup.
const { join } = require('node:path');
const jestPreset = require('../jest.preset.cjs');

/** @param {string} displayName the package name */
function createAppJestConfig(displayName) {
  const preset = jestPreset({ environment: 'jsdom' });
  return {
    displayName,
    ...preset,
    setupFilesAfterEnv: [join(__dirname, '..', 'shared-ui', 'jest.setup.cjs')],
    moduleNameMapper: {
      ...preset.moduleNameMapper,
      // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors; use its CommonJS twin.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    },
  };
}

module.exports = { createAppJestConfig };
