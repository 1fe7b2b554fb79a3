import { applyDeviceChanges, deviceBatchFilter, isInstalled, isTogglePending, toggleChanges } from './device-rules';
import type { Device } from '../schemas/devices';

const device = (overrides: Partial<Device> = {}): Device => ({
  id: 'd1',
  hostname: 'ACME-WIN-0001',
  lastActiveUser: 'ana.lee',
  operatingSystem: 'Windows',
  osVersion: 'Windows 11',
  cpuArchitecture: 'x64',
  agentVersion: '4.12.3',
  extensionVersion: '2.8.0',
  agentStatus: 'Online',
  extensionStatus: 'Active',
  agentDisabled: false,
  agentDisabledCurrent: false,
  chromeExtensionDisabled: false,
  chromeExtensionDisabledCurrent: false,
  ipAddress: '10.0.0.1',
  revoked: false,
  lastSeen: '2026-11-23T10:00:00.000Z',
  created: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('device toggles (SPEC §4)', () => {
  it('sets the matching disabled flag to the opposite of its effective (desired) value', () => {
    expect(toggleChanges(device(), 'agent')).toEqual({ AgentDisable: true });
    expect(toggleChanges(device({ agentDisabled: true }), 'agent')).toEqual({ AgentDisable: false });
    expect(toggleChanges(device(), 'extension')).toEqual({ ChromeExtensionDisable: true });
    expect(toggleChanges(device({ chromeExtensionDisabled: true }), 'extension')).toEqual({
      ChromeExtensionDisable: false,
    });
  });

  it('toggling a pending change again asks for what the device already runs (undoing it)', () => {
    const pending = device({ agentDisabled: true, agentDisabledCurrent: false });
    expect(toggleChanges(pending, 'agent')).toEqual({ AgentDisable: false });
  });

  it('reads a device with the changes applied to its desired flags only', () => {
    const changed = applyDeviceChanges(device(), { AgentDisable: true });
    expect(changed).toEqual(device({ agentDisabled: true }));
    expect(isTogglePending(changed, 'agent')).toBe(true);
    expect(applyDeviceChanges(device(), { ChromeExtensionDisable: true }).chromeExtensionDisabledCurrent).toBe(false);
  });

  it('switches only what the device has installed', () => {
    expect(isInstalled(device(), 'agent')).toBe(true);
    expect(isInstalled(device({ agentVersion: '' }), 'agent')).toBe(false);
    expect(isInstalled(device({ extensionVersion: '' }), 'extension')).toBe(false);
    expect(isInstalled(device({ extensionVersion: '' }), 'agent')).toBe(true);
  });

  it('is pending while the desired and reported values differ, per component', () => {
    expect(isTogglePending(device(), 'agent')).toBe(false);
    expect(isTogglePending(device({ agentDisabled: true }), 'agent')).toBe(true);
    expect(isTogglePending(device({ agentDisabled: true }), 'extension')).toBe(false);
    expect(isTogglePending(device({ chromeExtensionDisabledCurrent: true }), 'extension')).toBe(true);
  });
});

describe('deviceBatchFilter', () => {
  it('keeps search, cutoff and filters (lists as arrays) and drops paging and sort', () => {
    const filter = deviceBatchFilter({
      pageSize: 1000,
      sortColumn: 'lastSeen',
      sortOrder: 'desc',
      nextToken: 'abc',
      search: ' win ',
      cutoff: '2026-11-23T10:00:00.000Z',
      filters: {
        agentStatus: { kind: 'options', values: ['Online'] },
        operatingSystem: { kind: 'options', values: ['Windows', 'macOS'] },
        hostname: { kind: 'options', values: [] },
        datePicker: { kind: 'dateRange', from: '2026-11-01T00:00:00.000Z' },
      },
    });
    expect(filter).toEqual({
      search: 'win',
      cutoff: '2026-11-23T10:00:00.000Z',
      agentStatus: ['Online'],
      operatingSystem: ['Windows', 'macOS'],
      from: '2026-11-01T00:00:00.000Z',
    });
  });
});
