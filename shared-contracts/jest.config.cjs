module.exports = { displayName: 'shared-contracts', ...require('../jest.preset.cjs')() };
