export * from './ai-summaries';
export * from './audit-logs';
export * from './feature-flag-overrides';
export * from './filters';
export * from './problem-details';
export * from './tenancy';
export * from './incidents';
export * from './typed-api';
export type { paths as ApiPaths } from './openapi.gen';
