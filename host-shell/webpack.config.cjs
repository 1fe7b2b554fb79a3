const { join } = require('node:path');
const { createWebpackConfig } = require('build-tools');

module.exports = createWebpackConfig({
  name: 'console_shell',
  packageDir: __dirname,
  kind: 'host',
  devPort: 8080,
  title: 'Console',
  // `pnpm --filter host-shell dev` reads config.json and remotes.json from here; deployments serve their own.
  devStaticDir: join(__dirname, 'dev-runtime'),
  // Loaded after sign-in: left out of the /login weight budget (initial-files.json).
  deferredChunks: ['signed-in'],
});
