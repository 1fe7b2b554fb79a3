export * from './shell';
export * from './dev-shell';
export * from './components';
export * from './toast';
export * from './cache';
export * from './theme';
export * from './data-grid';
