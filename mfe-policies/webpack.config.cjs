const { createWebpackConfig } = require('build-tools');

module.exports = createWebpackConfig({
  name: 'mfe_policies',
  packageDir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/remote-entry.tsx' },
  devPort: 8094,
  title: 'Protection Policies (standalone)',
});
