export * from './active-tenant';
export * from './api-error';
export * from './create-api-client';
export * from './create-audit-logger';
export * from './remote-module';
export * from './route-titles';
export * from './shell-provider';
export * from './signed-in-user';
export { apiForTenant } from './tenant-clients';
