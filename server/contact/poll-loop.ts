/**
 * The timer loop of the queues an instance drains (the Telegram outbox, server/contact/worker.ts, and the
 * visits' e-mails, server/booking/mail-worker.ts): one run at a time, the next after the wait the run
 * returns, an early run when something was just queued, and a stop that waits for the run in progress.
 * A run catches its own errors and returns the wait before it is tried again.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | null = null
  private running = false
  private busy: Promise<void> | null = null

  /** `run` drains what is due and returns how many milliseconds until the next run. */
  constructor(private readonly run: () => Promise<number>) {}

  /** Whether the loop is started and not stopped (a run checks it between items). */
  get active(): boolean {
    return this.running
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.schedule(0)
  }

  /** Something was queued: run now rather than at the next poll (unless a run is in progress). */
  wake(): void {
    if (this.running && !this.busy) this.schedule(0)
  }

  /** Stops the loop and waits for the run in progress. */
  async stop(): Promise<void> {
    this.running = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.busy
  }

  private schedule(ms: number): void {
    if (!this.running) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.busy = this.run()
        .then((next) => this.schedule(next))
        .finally(() => {
          this.busy = null
        })
    }, ms)
    this.timer.unref?.()
  }
}
