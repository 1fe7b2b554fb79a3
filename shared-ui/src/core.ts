// `shared-ui/core`: what the shell needs before sign-in (session helpers, theme, toasts, the light antd components).
// Shared as its own singleton so /login does not download the grid kit; `shared-ui` re-exports all of it.
export * from './router';
export * from './shell';
export * from './theme';
export * from './toast';
export * from './components/button';
export * from './design-system/core';
