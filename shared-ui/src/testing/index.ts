import '../components/testing/setup-dom';
export { createTestShell } from './create-test-shell';
