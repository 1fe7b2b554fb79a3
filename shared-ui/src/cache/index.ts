export * from './fetch-cache';
export * from './fetch-cache-provider';
export * from './swr-config';
export * from './resource-keys';
export * from './use-revalidate-lists';
export * from './use-api-query';
