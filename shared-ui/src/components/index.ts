export * from './avatar';
export * from './button';
export * from './empty-state';
export * from './empty-state-illustration';
export * from './severity-tag';
export * from './search-picker';
export * from './status-label';
export * from './time';
