// Shared Jest settings: SWC strips types and turns the code into CommonJS (tsc -b type-checks on its own),
// with less CPU than ts-jest and the same @swc/core the webpack builds use.
/**
 * SWC options of the test transform.
 * @param {{ target?: string }} options ES target of the output (the API needs ES2022 for jose's error classes)
 */
function swcOptions({ target = 'es2022' } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
}

/** @param {{ environment?: 'node' | 'jsdom' }} options */
function jestPreset({ environment = 'node' } = {}) {
  return {
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions()],
    },
    moduleNameMapper: {
      '\\.(css|svg|png)$': '<rootDir>/../jest.asset-stub.cjs',
      // Icons are imported one by one from their ES build (as antd's own ES build does); Jest runs the CommonJS one.
      '^@ant-design/icons/es/icons/(.*)$': '@ant-design/icons/lib/icons/$1',
    },
  };
}

module.exports = jestPreset;
module.exports.swcOptions = swcOptions;
