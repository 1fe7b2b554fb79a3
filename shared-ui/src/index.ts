export * from './core';
export * from './dev-shell';
export * from './components';
export * from './data-grid';
export * from './design-system/kit';
export * from './design-system/icons';
