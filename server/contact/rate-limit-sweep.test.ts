/**
 * The SQLite counters' clean-up (server/contact/rate-limit.ts, sqliteSweepLimits): expired counters are
 * deleted an hour after they expire, and closing the store stops the sweep, so nothing touches the closed
 * database afterwards. rate-limiter-flexible's own timer could not be stopped and, after close, rejected
 * with "The database connection is not open" in whatever ran next (seen in CI, in an e2e worker).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readContactConfig } from './config.js'
import { LIMIT_SWEEP_MS } from './rate-limit.js'
import { SqliteStore } from './sqlite-store.js'
import { tempDataDir } from '../../tests/support/contact-api.js'

const HOUR = 3_600_000

afterEach(() => {
  vi.useRealTimers()
})

const rows = (store: SqliteStore) =>
  (store.outbox.database.prepare('SELECT key FROM contact_rate_limit ORDER BY key').all() as { key: string }[]).map(
    (r) => r.key,
  )

describe('the SQLite counters’ sweep', () => {
  it('deletes the counters that expired over an hour ago, keeps the others', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] })
    const store = new SqliteStore(readContactConfig({ DATA_DIR: tempDataDir() }), () => {})
    try {
      const insert = store.outbox.database.prepare(
        'INSERT INTO contact_rate_limit (key, points, expire) VALUES (?, 1, ?)',
      )
      insert.run('old', Date.now() - 2 * HOUR)
      insert.run('recent', Date.now() - HOUR / 2)
      insert.run('live', Date.now() + HOUR)
      vi.advanceTimersByTime(LIMIT_SWEEP_MS - 1)
      expect(rows(store)).toEqual(['live', 'old', 'recent'])
      vi.advanceTimersByTime(1)
      expect(rows(store)).toEqual(['live', 'recent'])
    } finally {
      await store.close()
    }
  })

  it('stops when the store closes: no rejection from the closed database afterwards', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] })
    const rejections: unknown[] = []
    const onRejection = (reason: unknown) => rejections.push(reason)
    process.on('unhandledRejection', onRejection)
    try {
      const store = new SqliteStore(readContactConfig({ DATA_DIR: tempDataDir() }), () => {})
      // A counter used, as the contact API does, so any limiter timer would be armed.
      await store.rateLimit.take('198.51.100.7')
      await store.questions.giveBack('no-such-question')
      await store.close()
      expect(store.outbox.database.open).toBe(false)
      expect(vi.getTimerCount()).toBe(0)
      vi.advanceTimersByTime(3 * LIMIT_SWEEP_MS)
      vi.useRealTimers()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(rejections).toEqual([])
    } finally {
      process.off('unhandledRejection', onRejection)
    }
  })
})
