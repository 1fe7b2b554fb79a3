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
  // Not needed to render /login (after sign-in, only with an analytics key, or only when start-up fails): left out
  // of its weight budget.
  deferredChunks: ['signed-in', 'posthog', 'launch-darkly', 'startup-failure'],
});
