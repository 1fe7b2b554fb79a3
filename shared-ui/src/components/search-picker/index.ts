export * from './picker-options';
export * from './search-picker';
export * from './search-picker-list';
export * from './use-debounced-search';
export * from './search-users-and-groups';
