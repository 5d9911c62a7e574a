/** The contact API as one unit: outbox + rate limit + router + delivery worker. */
import type { Router } from 'express'
import type { ContactConfig } from './config.js'
import { Outbox } from './outbox.js'
import { RateLimiter } from './rate-limit.js'
import { createContactRouter } from './router.js'
import { DeliveryWorker } from './worker.js'

export interface ContactService {
  router: Router
  outbox: Outbox
  worker: DeliveryWorker
  /** Stops the worker (waiting for an attempt in progress) and closes the database. */
  close(): Promise<void>
}

export function createContactService(config: ContactConfig, options: { log?: (line: string) => void } = {}): ContactService {
  const outbox = new Outbox(config.dataDir)
  const worker = new DeliveryWorker({
    outbox,
    telegram: config.telegram,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    requestTimeoutMs: config.requestTimeoutMs,
    pollMs: config.pollMs,
    retentionDays: config.retentionDays,
    log: options.log,
  })
  const router = createContactRouter({ outbox, limiter: new RateLimiter(config.minIntervalMs, config.maxPerHour), onStored: () => worker.wake(), log: options.log })
  worker.start()
  let closed = false
  return {
    router,
    outbox,
    worker,
    async close() {
      if (closed) return
      closed = true
      await worker.stop()
      outbox.close()
    },
  }
}
