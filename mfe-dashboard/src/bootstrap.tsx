import { renderDevShell } from 'shared-ui';
import { routeModule } from './remote-entry';

// Standalone run for the team: `pnpm --filter mfe-dashboard dev`, signed in against the local API.
renderDevShell(routeModule, {
  apiBaseUrl: process.env.CONSOLE_DEV_API_BASE_URL ?? 'http://127.0.0.1:8081',
  projectId: process.env.CONSOLE_DEV_DESCOPE_PROJECT_ID ?? '',
});
