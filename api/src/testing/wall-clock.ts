/** Every clock API but `Date`: timers, promises and I/O keep running for real while only the wall clock moves. */
const REAL_APIS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Sets the wall clock (`Date`) to `epochMs` without waiting for it, so expiry can be tested with no sleep.
 * Undo with `jest.useRealTimers()`.
 */
export function setWallClock(epochMs: number): void {
  jest.useFakeTimers({ doNotFake: [...REAL_APIS], now: epochMs });
}
