import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PollLoop } from './poll-loop.js'

describe('PollLoop: the queues timer loop', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at start, then after the wait each run returns', async () => {
    const runs: number[] = []
    const loop = new PollLoop(async () => {
      runs.push(Date.now())
      return 1_000
    })
    const t0 = Date.now()
    loop.start()
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(2_500)
    expect(runs.map((t) => t - t0)).toEqual([0, 1_000, 2_000])
    await loop.stop()
  })

  it('wakes early when idle, never runs twice at once, and a stop waits for the run in progress', async () => {
    let inFlight = 0
    let most = 0
    let release = () => {}
    let count = 0
    const loop = new PollLoop(async () => {
      count++
      inFlight++
      most = Math.max(most, inFlight)
      await new Promise<void>((r) => {
        release = r
      })
      inFlight--
      return 60_000
    })
    loop.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(count).toBe(1)
    loop.wake() // busy: ignored
    await vi.advanceTimersByTimeAsync(0)
    expect(count).toBe(1)
    release()
    await vi.advanceTimersByTimeAsync(0)
    loop.wake() // idle, next poll a minute away: runs now
    await vi.advanceTimersByTimeAsync(0)
    expect(count).toBe(2)
    let stopped = false
    const stopping = loop.stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(stopped).toBe(true)
    expect(most).toBe(1)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(count).toBe(2)
    expect(loop.active).toBe(false)
  })
})
