/**
 * Per-client-address limit on ACCEPTED messages: at least `minIntervalMs`
 * between two, and at most `maxPerHour` in a rolling hour. In memory: a restart
 * forgets it, which only ever lets a message through, never loses one.
 */
const HOUR_MS = 3_600_000

export class RateLimiter {
  private readonly accepted = new Map<string, number[]>()

  constructor(private readonly minIntervalMs: number, private readonly maxPerHour: number) {}

  /** Milliseconds the client must still wait, or 0 when it may send now. */
  waitMs(key: string, now: number): number {
    const times = this.prune(key, now)
    if (!times.length) return 0
    const sinceLast = now - times[times.length - 1]!
    const byInterval = Math.max(0, this.minIntervalMs - sinceLast)
    const byHour = times.length >= this.maxPerHour ? times[times.length - this.maxPerHour]! + HOUR_MS - now : 0
    return Math.max(byInterval, byHour, 0)
  }

  record(key: string, now: number): void {
    const times = this.prune(key, now)
    times.push(now)
    this.accepted.set(key, times)
  }

  private prune(key: string, now: number): number[] {
    const times = (this.accepted.get(key) ?? []).filter((t) => now - t < HOUR_MS)
    if (times.length) this.accepted.set(key, times)
    else this.accepted.delete(key)
    // Bound memory: forget the oldest clients when the map grows very large.
    if (this.accepted.size > 100_000) {
      const first = this.accepted.keys().next().value
      if (first !== undefined) this.accepted.delete(first)
    }
    return times
  }
}
