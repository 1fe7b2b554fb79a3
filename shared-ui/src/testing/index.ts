export { createTestShell } from './create-test-shell';
