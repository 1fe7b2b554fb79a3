export * from './saved-views-menu';
export * from './use-saved-views';
