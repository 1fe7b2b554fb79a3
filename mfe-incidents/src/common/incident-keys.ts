import { createResourceKeys } from 'shared-ui';

/** Where an incident is addressed: its id and its creation time (the API's partition key). */
export interface IncidentRef {
  /** Incident id. */
  id: string;
  /** When it was raised (ISO time). */
  created: string;
}

const incidentResource = createResourceKeys('incidents');

/** SWR keys of the incidents remote: the kit's factory for the grid's lists and counts, and the detail keys under it. */
export const incidentKeys = {
  ...incidentResource,
  /** One incident's extended form. */
  detail: (tenantId: string, ref: IncidentRef, policyType: string) =>
    [...incidentResource.all(tenantId), 'detail', ref.id, ref.created, policyType] as const,
  /** One incident's AI summary for one version of it (a change makes a new summary). */
  aiSprinkles: (tenantId: string, ref: IncidentRef, version: number) =>
    [...incidentResource.all(tenantId), 'ai-sprinkles', ref.id, ref.created, version] as const,
};
