const jestPreset = require('../jest.preset.cjs');
const { tsJestTransform } = jestPreset;
const preset = jestPreset();
const [pattern] = Object.keys(preset.transform);

module.exports = {
  displayName: 'api',
  ...preset,
  // Node's, with PGlite's compiled WebAssembly kept between the test files of a worker (jest.environment.cjs).
  testEnvironment: '<rootDir>/jest.environment.cjs',
  // ES2022 output: jose's error classes (class fields + super) break when down-levelled to the TypeScript default target.
  transform: {
    // PGlite's CommonJS build imports Node built-ins with import(), which Jest's VM refuses.
    '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest-pglite-transform.cjs',
    [pattern]: tsJestTransform({ target: 'es2022' }),
  },
  // jose, the Descope SDKs, content-disposition (@fastify/static), cookie (light-my-request), and parse-json,
  // index-to-position, supports-color, change-case (openapi-typescript) ship ES modules only: the transform turns them
  // into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(jose|@descope|@electric-sql|content-disposition|cookie|parse-json|index-to-position|supports-color|change-case)[@+/])',
  ],
  // One migrated, seeded template per run (PGlite dump, or a template database on TEST_DATABASE_URL);
  // each test file that needs a database copies it (src/testing/test-app.ts).
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
