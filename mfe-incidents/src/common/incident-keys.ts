import { createResourceKeys } from 'shared-ui';

/** Where an incident is addressed: its id and its creation time (the API's partition key). */
export interface IncidentRef {
  /** Incident id. */
  id: string;
  /** When it was raised (ISO time). */
  created: string;
}

/** SWR keys of the incidents remote: the kit's factory for the grid's lists and counts (a detail is keyed by useApiQuery). */
export const incidentKeys = createResourceKeys('incidents');
