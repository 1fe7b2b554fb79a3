import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DeviceListingSchemas } from 'shared-contracts/schemas';
import { parseListQuery, registerListingRoutes } from '../../lib/listing';
import { requireSession } from '../../plugins/access-control';
import { deviceListing } from './device-listing';
import { applyDeviceBatch, updateDevice } from './repository';
import { deviceBatchSchema, updateDeviceSchema } from './route-schemas';

/** Devices (SPEC §7): list, count and export for every member; the desired state written by a Tenant Admin. */
export async function deviceRoutes(fastify: FastifyInstance): Promise<void> {
  registerListingRoutes(fastify, {
    path: '/devices',
    definition: deviceListing,
    schemas: DeviceListingSchemas,
    exportFileStem: 'devices',
    access: 'tenant',
    tag: 'Devices',
    noun: 'devices',
  });

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const write = { access: 'tenant-admin' } as const;
  const actorOf = (request: FastifyRequest) => ({ id: requireSession(request).sub });

  app.patch('/devices/batch', { schema: deviceBatchSchema, config: write }, async (request) => {
    const { allMatching, changes } = request.body;
    const target = { query: parseListQuery(deviceListing, allMatching), filter: JSON.stringify(allMatching) };
    return request.inTenant((tx, tenant) => applyDeviceBatch(tx, tenant.id, actorOf(request), target, changes));
  });

  app.patch('/devices/:id', { schema: updateDeviceSchema, config: write }, async (request) => {
    return request.inTenant((tx, tenant) =>
      updateDevice(tx, tenant.id, actorOf(request), request.params.id, request.body),
    );
  });
}
