// Jest settings of the host and the remotes: the root preset in jsdom, with shared-ui's DOM setup.
const { join } = require('node:path');
const jestPreset = require('../jest.preset.cjs');

const ROOT = join(__dirname, '..');

/**
 * The jsdom settings every browser package shares. Their paths are absolute, so they hold both in a package's own
 * project (`<rootDir>` the package) and in the root run's one project (`<rootDir>` the repository).
 */
function browserSettings() {
  const preset = jestPreset({ environment: 'jsdom' });
  return {
    ...preset,
    setupFilesAfterEnv: [join(ROOT, 'shared-ui', 'jest.setup.cjs')],
    moduleNameMapper: {
      ...preset.moduleNameMapper,
      '\\.(css|svg|png)$': join(ROOT, 'jest.asset-stub.cjs'),
      // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors; use its CommonJS twin.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // antd component by component, each as it is first used (jest.antd-lazy.cjs).
      '^antd$': join(ROOT, 'jest.antd-lazy.cjs'),
    },
  };
}

/**
 * One package's own Jest project (`npx jest` inside the package, or `pnpm --filter <package> test`).
 * @param {string} displayName the package name
 */
function createAppJestConfig(displayName) {
  return { displayName, ...browserSettings() };
}

/**
 * The browser packages (the kit, the shell and the remotes) as one Jest project, for the root run. Jest keeps a
 * transform cache per project: as one project, the kit's and the contracts' sources, which every package imports, are
 * compiled once per run instead of once per package (about 3,600 files became about 1,000).
 * @param {string[]} packages the package folders, relative to the repository root
 */
function createBrowserPackagesJestConfig(packages) {
  const settings = browserSettings();
  return {
    ...settings,
    displayName: 'ui',
    rootDir: ROOT,
    roots: packages.map((name) => `<rootDir>/${name}/src`),
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  };
}

module.exports = { createAppJestConfig, createBrowserPackagesJestConfig };
