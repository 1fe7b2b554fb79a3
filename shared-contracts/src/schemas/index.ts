// The resources' schemas (TypeBox): validation and OpenAPI in the API. Front ends import only their Static<> types
// from the package root, so TypeBox never reaches a browser bundle.

export * from './audit-logs';
export * from './common';
export * from './incidents';
export * from './ai-summaries';
export * from './filters';
export * from './tenancy';
export * from './lists';
export * from './devices';
export * from './egress-events';
export * from './lineage';
export * from './content-lineage';
export * from './users';
export * from './agents';
export * from './report-templates';
export * from './policies';
export * from './dashboard';
export * from './evidence';
