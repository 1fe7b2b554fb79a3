// Declared once in shared-contracts: the grid's filter bar and the report templates of the audit log share them.
export { AUDIT_LOG_FILTERS } from 'shared-contracts';
