export * from './avatar';
export * from './email';
export * from './number';
export * from './relative-time';
export * from './text';
