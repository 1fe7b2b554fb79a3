import { declareRemoteRoutes } from 'shared-contracts';

/** The routes under /devices: Device Manager, no child tabs (SPEC §2). */
export const devicesRoutes = declareRemoteRoutes('mfe_devices', {
  list: { path: '' },
});
