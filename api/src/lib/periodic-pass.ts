/**
 * Maintenance that every API process runs now and then (partitions made ahead, evidence past its retention): a pass
 * now, then one every interval, one at a time (a pass waits for the one before it); a failed pass is reported and the
 * next runs as planned. The timer never keeps the process alive.
 */
export class PeriodicPass {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<unknown> = Promise.resolve();
  private schedule: { started: number; intervalMs: number } | undefined;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Runs a pass now, then every `intervalMs`, until {@link stop}. */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.schedule = { started: this.clock(), intervalMs };
    this.runPass();
    this.timer = setInterval(() => this.runPass(), intervalMs);
    this.timer.unref();
  }

  /** Stops the passes and waits for the one under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.schedule = undefined;
    await this.pass;
  }

  /** When the next pass is due (the next tick of the interval); undefined while the passes are not started. */
  nextRun(): Date | undefined {
    if (!this.schedule) return undefined;
    const { started, intervalMs } = this.schedule;
    const ticks = Math.floor((this.clock() - started) / intervalMs) + 1;
    return new Date(started + ticks * intervalMs);
  }

  private runPass(): void {
    this.pass = this.pass.then(() => this.run()).catch((error: unknown) => this.onError(error));
  }
}
