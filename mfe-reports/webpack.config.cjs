const { createWebpackConfig } = require('build-tools');
const { remotes } = require('shared-contracts/remotes.json');

const remote = remotes.find((entry) => entry.package === 'mfe-reports');

module.exports = createWebpackConfig({
  name: remote.name,
  packageDir: __dirname,
  kind: 'remote',
  exposes: { './routes': './src/remote-entry.tsx' },
  devPort: remote.devPort,
  title: 'Reports (standalone)',
});
