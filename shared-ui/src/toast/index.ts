export * from './create-notify';
export * from './toast-item';
export * from './toast-store';
export * from './toaster';
