export * from './csv-export';
export * from './cursor';
export * from './list-query-schema';
export * from './listing-definition';
export * from './listing-sql';
export * from './parse-list-query';
export * from './capped-count';
