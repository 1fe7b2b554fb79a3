import { AuthProvider } from '@descope/react-sdk';
import { App, ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { consoleTheme } from 'shared-ui';
import { ConsoleRoutes } from './console-routes';
import { RuntimeProvider, type ConsoleRuntime } from './runtime-context';

/** The console: theme, identity SDK, runtime and the one router. */
export function ConsoleApp({ runtime }: { runtime: ConsoleRuntime }) {
  const { config } = runtime;
  return (
    <ConfigProvider theme={consoleTheme}>
      <App notification={{ placement: 'top', maxCount: 3 }}>
        <AuthProvider projectId={config.descopeProjectId} baseUrl={config.descopeBaseUrl} persistTokens autoRefresh>
          <RuntimeProvider value={runtime}>
            <BrowserRouter>
              <ConsoleRoutes />
            </BrowserRouter>
          </RuntimeProvider>
        </AuthProvider>
      </App>
    </ConfigProvider>
  );
}
