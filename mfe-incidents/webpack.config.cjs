const { createWebpackConfig } = require('build-tools');

module.exports = createWebpackConfig({
  name: 'mfe_incidents',
  packageDir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/remote-entry.tsx' },
  devPort: 8092,
  title: 'Incidents (standalone)',
});
