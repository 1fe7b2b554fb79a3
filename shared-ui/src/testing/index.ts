// Unit-test kit for remotes; importing it also installs the browser APIs antd needs and jsdom lacks.
import '../components/testing/setup-dom';

export { createFakeNotify, createTestShell, type TestShellOptions } from './create-test-shell';
export { createFakeApi, FAKE_API_BASE_URL, type FakeCall, type FakeHandler } from './fake-api';
export { LocationProbe, TestShell } from './test-shell';
export { FakeG2Plot, type FakeG2PlotProps } from './fake-g2-plot';
