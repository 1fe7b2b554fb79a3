export * from './confirm-action';
export * from './confirm-delete';
export * from './confirm-toggle';
export * from './display-table';
export * from './form-dialog';
export * from './form-drawer';
export * from './table-section';
export * from './use-write';
