// Shared ts-jest settings: transpile only (tsc -b type-checks), CommonJS output for Jest's module system.
/** @param {{ environment?: 'node' | 'jsdom' }} options */
module.exports = function jestPreset({ environment = 'node' } = {}) {
  return {
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        'ts-jest',
        {
          isolatedModules: true,
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node10',
            verbatimModuleSyntax: false,
            esModuleInterop: true,
            allowJs: true,
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|svg|png)$': '<rootDir>/../jest.asset-stub.cjs',
      // Icons are imported one by one from their ES build (as antd's own ES build does); Jest runs the CommonJS one.
      '^@ant-design/icons/es/icons/(.*)$': '@ant-design/icons/lib/icons/$1',
    },
  };
};
