import { remoteRouteModule } from 'shared-ui';
import { DevicesPage } from './routes/devices-page';
import { devicesRoutes } from './routes/devices-route-table';

/** The Devices remote: its declared routes, each with its page. */
export const routeModule = remoteRouteModule(devicesRoutes, { elements: { list: <DevicesPage /> } });

export default routeModule;
