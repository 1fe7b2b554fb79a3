const preset = require('../jest.preset.cjs')({ environment: 'jsdom' });

module.exports = {
  displayName: 'shared-ui',
  ...preset,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors; use its CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
};
