/** The contact API as one unit: store (SQLite or PostgreSQL) + rate limit + router + delivery. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Router } from 'express'
import { CALCULATOR_MODELS_FILE, calculatorModelsOf, type CalculatorModels } from '../../src/calculators/lead-check.js'
import { loadSiteContent } from '../../src/site-content.js'
import type { ContactConfig } from './config.js'
import { PgStore } from './pg-store.js'
import { createContactRouter } from './router.js'
import { SqliteStore } from './sqlite-store.js'
import type { ContactStore } from './store.js'
import { observeOutbox } from '../observability/metrics.js'
import { recheckCalculator } from '../../src/calculators/lead-check.js'
import { createMailer } from '../booking/mailer.js'
import { MailWorker } from '../booking/mail-worker.js'
import { createBookingRouter } from '../booking/router.js'
import { VisitDesk } from '../../src/visit-desk/visit-desk.js'

export interface ContactService {
  router: Router
  store: ContactStore
  /** Whether a message can be stored now: its database answers within two seconds (/healthz). */
  ready(): Promise<boolean>
  /** Stops delivery (waiting for an attempt in progress) and closes the database. */
  close(): Promise<void>
}

/** Opens the store named by the config: PostgreSQL when DATABASE_URL is set, else the SQLite outbox in DATA_DIR. */
async function openContactStore(config: ContactConfig, log?: (line: string) => void): Promise<ContactStore> {
  return config.databaseUrl ? PgStore.open(config, { log }) : new SqliteStore(config, log)
}

let siteModels: CalculatorModels | null = null

/**
 * The calculators' pricing models in every language, read once per process, when the first calculator's
 * lead arrives (docs/decisions/254): the build's DIST_DIR/calculator-models.json (the prices of the pages
 * served), else, with no build (the contact API alone: tests, benchmarks), the content of pages-data made
 * again. The public server gives its build's models itself and never comes here (server/index.ts).
 */
function siteCalculatorModels(env: NodeJS.ProcessEnv = process.env): CalculatorModels {
  if (siteModels) return siteModels
  try {
    const file = path.resolve(env.DIST_DIR || 'dist', CALCULATOR_MODELS_FILE)
    siteModels = JSON.parse(readFileSync(file, 'utf8')) as CalculatorModels
  } catch {
    siteModels = calculatorModelsOf(loadSiteContent())
  }
  return siteModels
}

export async function createContactService(
  config: ContactConfig,
  options: { log?: (line: string) => void; calculatorModels?: () => CalculatorModels } = {},
): Promise<ContactService> {
  const calculatorModels = options.calculatorModels ?? (() => siteCalculatorModels())
  const log = options.log ?? ((line: string) => console.error(line))
  const store = await openContactStore(config, options.log)
  const router = createContactRouter({ store, log: options.log, calculatorModels })
  observeOutbox(store)
  await store.startDelivery()
  const mails = startMailWorker(config, store, log)
  router.use(bookingRouter(config, store, { log, calculatorModels, mailQueued: () => mails?.wake() }))
  let closed = false
  return {
    router,
    store,
    ready: () =>
      Promise.race([
        store.counts().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(resolve, 2_000, false).unref()),
      ]),
    async close() {
      if (closed) return
      closed = true
      await mails?.stop()
      await store.close()
    },
  }
}

/** The site visits' e-mails go when SMTP_URL is set; without it they wait in the queue (decision 412). */
function startMailWorker(config: ContactConfig, store: ContactStore, log: (line: string) => void): MailWorker | null {
  if (!config.mail) {
    log("[booking] SMTP_URL is not set: the site visits' e-mails wait in the queue until it is")
    return null
  }
  const { retryBaseMs, retryMaxMs, pollMs } = config
  const worker = new MailWorker({
    sql: store.sql,
    mailer: createMailer(config.mail),
    pollMs,
    retryBaseMs,
    retryMaxMs,
    log,
  })
  worker.start()
  return worker
}

/** The site visits' routes (server/booking/router.ts) on the contact API's store and acceptance. */
function bookingRouter(
  config: ContactConfig,
  store: ContactStore,
  o: { log: (line: string) => void; calculatorModels: () => CalculatorModels; mailQueued: () => void },
): Router {
  const desk = new VisitDesk({
    site: config.site,
    studioUrl: config.studioUrl,
    cacheMs: config.slotCacheMs,
    log: o.log,
  })
  const now = Date.now
  const accept = {
    store,
    now,
    log: o.log,
    checkCalculator: (sent: Parameters<typeof recheckCalculator>[2], lang: Parameters<typeof recheckCalculator>[1]) =>
      recheckCalculator(o.calculatorModels(), lang, sent) ?? ('mismatch' as const),
  }
  return createBookingRouter({ store, desk, accept, mailQueued: o.mailQueued, now, log: o.log })
}
