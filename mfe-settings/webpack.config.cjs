const { createWebpackConfig } = require('build-tools');

module.exports = createWebpackConfig({
  name: 'mfe_settings',
  packageDir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/remote-entry.tsx' },
  devPort: 8095,
  title: 'Configuration (standalone)',
});
