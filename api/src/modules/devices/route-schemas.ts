import { Type } from '@sinclair/typebox';
import { DeviceBatchResultSchema, DeviceChangesSchema, DeviceSchema } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';
import { listQuerySchema } from '../../lib/listing';
import { deviceListing } from './device-listing';

// Route schemas of the device writes; the DTOs are shared-contracts' schemas, the list routes come from the listing.

const tags = ['Devices'];

export const updateDeviceSchema = {
  tags,
  summary: 'Set the desired state of a device: AgentDisable and/or ChromeExtensionDisable (audited)',
  params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
  body: DeviceChangesSchema,
  response: { 200: DeviceSchema, ...problemResponses(404) },
};

export const deviceBatchSchema = {
  tags,
  summary: 'Set the desired state of every device matching a filter (one audit entry)',
  body: Type.Object(
    { allMatching: listQuerySchema(deviceListing, 'count'), changes: DeviceChangesSchema },
    { additionalProperties: false },
  ),
  response: { 200: DeviceBatchResultSchema, ...problemResponses() },
};
