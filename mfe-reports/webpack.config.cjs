const { createWebpackConfig } = require('build-tools');

module.exports = createWebpackConfig({
  name: 'mfe_reports',
  packageDir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/remote-entry.tsx' },
  devPort: 8096,
  title: 'Reports (standalone)',
});
