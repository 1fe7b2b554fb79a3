// Declared once in shared-contracts: the grid's filter bar and the report templates of devices share them.
export { DEVICE_FILTERS } from 'shared-contracts';
