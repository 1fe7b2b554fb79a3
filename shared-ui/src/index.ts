export * from './core';
// The fetch cache (swr) is first needed after sign-in, so it is not in shared-ui/core.
export * from './cache';
export * from './dev-shell';
export * from './components';
export * from './data-grid';
export * from './saved-views';
export * from './design-system/kit';
export * from './design-system/icons';
// Not in shared-ui/core: its empty-state illustration and Typography are not needed before sign-in.
export * from './shell/not-found-result';
export * from './shell/access-denied';
export * from './shell/remote-routes';
export * from './forms/field-errors';
export * from './small-table';
export * from './design-system/for-copies';
