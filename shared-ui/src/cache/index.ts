export * from './fetch-cache';
export * from './fetch-cache-provider';
export * from './swr-config';
