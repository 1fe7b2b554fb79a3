import { act, render } from '@testing-library/react';
import { createFakeApi, createTestShell, TestShell } from 'shared-ui/testing';
import { DeviceList } from './device-list';

describe('the live device grid', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reloads the devices every 10 seconds while the page is visible', async () => {
    const fake = createFakeApi({
      'GET /devices': () => ({ devices: [], nextToken: null }),
      'GET /devices/count': () => ({ totalDevices: 0, totalFilteredDevices: 0 }),
    });
    render(
      <TestShell shell={createTestShell({ api: fake.api })} url="/devices">
        <DeviceList />
      </TestShell>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    const first = fake.callsTo('GET', '/devices').length;
    expect(first).toBeGreaterThan(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(fake.callsTo('GET', '/devices').length).toBeGreaterThan(first);
  });
});
