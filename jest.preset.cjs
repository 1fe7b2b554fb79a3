// Shared Jest settings. ts-jest is the transform (DESIGN.md §8), transpiling only: each file is compiled on its own
// (`isolatedModules`) into CommonJS, with no type-check, since `tsc -b` type-checks on its own.

/**
 * The ts-jest transform entry: inline compiler options, so no tsconfig file (and its type-checking settings) is read.
 * @param {{ target?: string }} options ES target of the output (the API needs ES2022 for jose's error classes)
 */
function tsJestTransform({ target = 'es2022' } = {}) {
  return [
    'ts-jest',
    {
      tsconfig: {
        isolatedModules: true,
        target,
        module: 'commonjs',
        moduleResolution: 'node10',
        jsx: 'react-jsx',
        esModuleInterop: true,
        // The packages that ship ES modules only (api/jest.config.cjs) go through the same transform.
        allowJs: true,
        // tsconfig.base.json's `verbatimModuleSyntax` forbids `import` in CommonJS output; Jest runs CommonJS.
        verbatimModuleSyntax: false,
        sourceMap: true,
        inlineSourceMap: false,
      },
      // ts-jest's diagnostics would type-check; tsc -b does that once for the whole workspace.
      diagnostics: false,
      // `import.meta.url` as the file's URL (TypeScript leaves it as it is in CommonJS).
      astTransformers: { before: [require.resolve('./jest.import-meta.cjs')] },
    },
  ];
}

/** @param {{ environment?: 'node' | 'jsdom' }} options */
function jestPreset({ environment = 'node' } = {}) {
  return {
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': tsJestTransform(),
    },
    moduleNameMapper: {
      '\\.(css|svg|png)$': '<rootDir>/../jest.asset-stub.cjs',
      // Icons are imported one by one from their ES build (as antd's own ES build does); Jest runs the CommonJS one.
      '^@ant-design/icons/es/icons/(.*)$': '@ant-design/icons/lib/icons/$1',
    },
  };
}

module.exports = jestPreset;
module.exports.tsJestTransform = tsJestTransform;
