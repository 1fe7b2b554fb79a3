import { remoteRouteModule } from 'shared-ui';
import { policiesRoutes } from './routes/policies-route-table';
import { ExceptionListPage } from './routes/exception-list-page';
import { PolicyEditorPage } from './routes/policy-editor-page';
import { PolicyListPage } from './routes/policy-list-page';

/** The Protection Policies remote: its declared routes, each with its page. */
export const routeModule = remoteRouteModule(policiesRoutes, {
  elements: {
    list: <PolicyListPage />,
    exceptions: <ExceptionListPage />,
    builder: <PolicyEditorPage />,
    edit: <PolicyEditorPage />,
  },
});

export default routeModule;
