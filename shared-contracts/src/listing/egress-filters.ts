// The egress grid's filter bar: its resource's declaration (list-resources.ts), under the name the remotes import.

import { EGRESS_EVENT_LIST_RESOURCE } from './list-resources';

/** The egress grid's filters in SPEC §2's order and names, as EGRESS_EVENT_LIST_RESOURCE declares them. */
export const EGRESS_FILTERS = EGRESS_EVENT_LIST_RESOURCE.filters;
