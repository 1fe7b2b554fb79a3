export * from './console-theme';
export * from './console-theme-provider';
