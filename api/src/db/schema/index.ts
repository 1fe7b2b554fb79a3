export * from './tenants';
export * from './users';
export * from './devices';
export * from './egress-events';
export * from './incidents';
export * from './policies';
export * from './reports';
export * from './settings';
