// Declared once in shared-contracts: the grid's filter bar and the report templates of incidents share them.
export { INCIDENT_FILTERS } from 'shared-contracts';
