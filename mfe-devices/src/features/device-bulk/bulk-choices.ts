import { formatNumber } from 'shared-contracts';
import type { DeviceChanges } from 'shared-contracts';

/** One bulk change of the device grid: what it sets on every matching device, and how it is named. */
export interface BulkChoice {
  key: string;
  /** Menu label. */
  label: string;
  changes: DeviceChanges;
  /** 'disable the agent', as a sentence says it. */
  phrase: string;
}

/** Disable or enable the agent or the extension of every device matching the filter. */
export const BULK_CHOICES: readonly BulkChoice[] = [
  { key: 'agent-off', label: 'Disable agent', changes: { AgentDisable: true }, phrase: 'disable the agent' },
  { key: 'agent-on', label: 'Enable agent', changes: { AgentDisable: false }, phrase: 'enable the agent' },
  {
    key: 'extension-off',
    label: 'Disable extension',
    changes: { ChromeExtensionDisable: true },
    phrase: 'disable the extension',
  },
  {
    key: 'extension-on',
    label: 'Enable extension',
    changes: { ChromeExtensionDisable: false },
    phrase: 'enable the extension',
  },
];

const devices = (count: number) => `${formatNumber(count, 0)} device${count === 1 ? '' : 's'}`;

/** The question confirming a bulk change, with the exact number of devices it reaches. */
export function confirmQuestion(choice: BulkChoice, count: number): string {
  return `${choice.label} on ${devices(count)} matching the filter?`;
}

/** What the confirmation explains: the change is the desired state, applied by each device at its next heartbeat. */
export function confirmDetail(choice: BulkChoice, count: number): string {
  return `The console will ask ${count === 1 ? 'this device' : `these ${devices(count)}`} to ${choice.phrase} at the next heartbeat. Each shows Pending until it does.`;
}

/** The toast after a bulk change: how many matched and how many changed. */
export function resultTitle(choice: BulkChoice, result: { matched: number; updated: number }): string {
  const unchanged = result.matched - result.updated;
  return `${choice.label}: ${devices(result.updated)} changed${unchanged > 0 ? `, ${formatNumber(unchanged, 0)} already set` : ''}`;
}
