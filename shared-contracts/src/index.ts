export * from './feature-flags';
export * from './remote-contract';
export * from './routes';
export * from './shell-context';
