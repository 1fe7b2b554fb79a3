const preset = require('../jest.preset.cjs')();
const [pattern, [transformer, options]] = Object.entries(preset.transform)[0];

module.exports = {
  displayName: 'api',
  ...preset,
  // ES2022 output: jose's error classes (class fields + super) break when down-levelled to the TypeScript default target.
  transform: { [pattern]: [transformer, { ...options, tsconfig: { ...options.tsconfig, target: 'ES2022' } }] },
  // jose and the Descope SDKs ship ES modules only: let ts-jest (allowJs) turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|@descope)[@+/])'],
  testTimeout: 30000,
};
