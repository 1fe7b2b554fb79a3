export * from './avatar';
export * from './bytes';
export * from './email';
export * from './exact-time';
export * from './number';
export * from './relative-time';
export * from './text';
export * from './plural';
