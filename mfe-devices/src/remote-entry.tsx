import { CONTRACT_VERSION } from 'shared-contracts';
import type { ReactRemoteRouteModule } from 'shared-ui';
import { DevicesRoutes } from './routes/devices-routes';

/** The Devices remote: Device Manager at /devices, no child tabs (SPEC §2). */
export const routeModule: ReactRemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  name: 'mfe_devices',
  routes: [],
  Component: DevicesRoutes,
};

export default routeModule;
