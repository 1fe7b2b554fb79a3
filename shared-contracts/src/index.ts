export * from './feature-flags';
export * from './remote-contract';
export * from './roles';
export * from './routes';
export * from './shell-context';
export * from './format';
export * from './constants';
