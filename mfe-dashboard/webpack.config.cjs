const { createWebpackConfig } = require('build-tools');

module.exports = createWebpackConfig({
  name: 'mfe_dashboard',
  packageDir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/remote-entry.tsx' },
  devPort: 8091,
  title: 'Dashboard (standalone)',
});
