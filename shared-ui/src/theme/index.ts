export * from './console-theme';
