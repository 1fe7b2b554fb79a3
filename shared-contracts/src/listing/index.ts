export * from './filter-definition';
export * from './filter-options';
export * from './list-counts';
export * from './list-query';
export * from './list-resources';
export * from './search-params';
export * from './grid-filters';
export * from './query-filters';
