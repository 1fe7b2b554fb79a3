export * from './dev-session';
export * from './render-dev-shell';
