import { createResourceKeys } from 'shared-ui';

/** SWR keys of the devices remote: the kit's factory for the grid's lists and counts. */
export const deviceKeys = createResourceKeys('devices');
