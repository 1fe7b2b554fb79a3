import { createContext } from 'react';
import type { DetailPagerActions } from 'shared-ui';

/** Previous and next of the open incident in the grid's order, from the grid page to the detail route under it. */
export const IncidentPagerContext = createContext<DetailPagerActions | undefined>(undefined);
