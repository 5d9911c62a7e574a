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
  const store = await openContactStore(config, options.log)
  const router = createContactRouter({ store, log: options.log, calculatorModels })
  observeOutbox(store)
  await store.startDelivery()
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
      await store.close()
    },
  }
}
