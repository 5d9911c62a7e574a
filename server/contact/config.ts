/** Settings of the contact API and its Telegram delivery, from the environment. */
import path from 'node:path'
import { SPAM_DELAY_MS } from '../../src/config/behaviour.js'
import { retentionOf, type Retention } from '../../src/leads/stages.js'
import { MAX_MESSAGES_PER_HOUR } from '../../src/rules/contact.js'
import siteJson from '../../pages-data/site.json' with { type: 'json' }
import type { Site } from '../../src/runtime/content-types.generated.js'
import { readMailConfig, type MailConfig } from '../booking/mailer.js'
import type { BookingSite } from '../../src/visit-desk/visit-desk.js'
import { bookingSiteOf, readServerRoutes } from '../site-routes.js'

export interface ContactConfig {
  /** Folder of the SQLite outbox (created if missing); unused when databaseUrl is set. */
  dataDir: string
  /** DATABASE_URL: PostgreSQL for the outbox, the delivery jobs (pg-boss) and the rate limit; null = SQLite. */
  databaseUrl: string | null
  /** PostgreSQL: connection, statement and (capped at 500 ms) lock timeout of one request. */
  pgTimeoutMs: number
  /** PostgreSQL: a delivery job left active (its instance died) is retried after this many seconds. */
  pgJobExpireSeconds: number
  /** PostgreSQL: how often pg-boss looks for expired jobs. */
  pgMaintenanceSeconds: number
  telegram: { token: string; chatId: string; apiBase: string } | null
  /** Minimum time between accepted messages from one client address. */
  minIntervalMs: number
  /** Ceiling of accepted messages per client address per rolling hour. */
  maxPerHour: number
  /** Delivery: first retry delay, cap of the exponential backoff, request timeout, idle poll. */
  retryBaseMs: number
  retryMaxMs: number
  requestTimeoutMs: number
  pollMs: number
  /** Spacing of messages to the chat (server/contact/telegram-pace.ts); null: by the kind of chat (3 s a group, 1 s a person). */
  telegramIntervalMs: number | null
  /** How long leads are kept (site.json's `leads`; decision 341). */
  retention: Retention
  /** The studio's public address (STUDIO_PUBLIC_URL): Telegram messages link to the lead in its inbox. */
  studioUrl: string | null
  /** How often the lead clock looks for reminders, the weekly summary and the retention rule. */
  leadScanMs: number
  /** Tests only: the lead clock runs this far ahead of the real time (reminders "20 hours later"). */
  clockOffsetMs: number
  /** The company's facts and opening hours the site visits read (the build's server-routes.json). */
  site: BookingSite
  /** SMTP_URL and MAIL_FROM: the site visits' e-mails; null (no SMTP_URL): they wait in the queue. */
  mail: MailConfig | null
  /** How long the free times of the slot API are kept in the process (CONTACT_SLOT_CACHE_MS, 5 s). */
  slotCacheMs: number
}

/** The build's site facts for bookings; without a build (the API alone: tests, benchmarks), site.json's. */
function siteBooking(env: NodeJS.ProcessEnv): BookingSite {
  try {
    const booking = readServerRoutes(env.DIST_DIR || 'dist').booking
    if (booking) return booking
  } catch {
    // no build here
  }
  return bookingSiteOf(siteJson as Site)
}

/** site.json's retention as the build served wrote it (DIST_DIR/server-routes.json); the default without a build. */
function siteRetention(env: NodeJS.ProcessEnv): Retention {
  try {
    return readServerRoutes(env.DIST_DIR || 'dist').retention
  } catch {
    return retentionOf(null)
  }
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`)
  return value
}

export function readContactConfig(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  const token = env.TELEGRAM_BOT_TOKEN?.trim() ?? ''
  const chatId = env.TELEGRAM_CHAT_ID?.trim() ?? ''
  return {
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    pgTimeoutMs: numberFrom(env, 'CONTACT_PG_TIMEOUT_MS', 2_000),
    pgJobExpireSeconds: numberFrom(env, 'CONTACT_PG_JOB_EXPIRE_SECONDS', 60),
    pgMaintenanceSeconds: numberFrom(env, 'CONTACT_PG_MAINTENANCE_SECONDS', 30),
    telegram:
      token && chatId
        ? { token, chatId, apiBase: (env.TELEGRAM_API_BASE || 'https://api.telegram.org').replace(/\/+$/, '') }
        : null,
    // Raising these two is meant for benchmarks and tests only.
    minIntervalMs: numberFrom(env, 'CONTACT_MIN_INTERVAL_MS', SPAM_DELAY_MS),
    maxPerHour: numberFrom(env, 'CONTACT_MAX_PER_HOUR', MAX_MESSAGES_PER_HOUR),
    retryBaseMs: numberFrom(env, 'CONTACT_RETRY_BASE_MS', 5_000),
    retryMaxMs: numberFrom(env, 'CONTACT_RETRY_MAX_MS', 15 * 60_000),
    requestTimeoutMs: numberFrom(env, 'CONTACT_TELEGRAM_TIMEOUT_MS', 10_000),
    pollMs: numberFrom(env, 'CONTACT_POLL_MS', 5_000),
    telegramIntervalMs: env.CONTACT_TELEGRAM_INTERVAL_MS ? numberFrom(env, 'CONTACT_TELEGRAM_INTERVAL_MS', 0) : null,
    retention: siteRetention(env),
    studioUrl: env.STUDIO_PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    leadScanMs: numberFrom(env, 'CONTACT_LEAD_SCAN_MS', 60_000),
    clockOffsetMs: numberFrom(env, 'CONTACT_CLOCK_OFFSET_MS', 0),
    ...bookingConfig(env),
  }
}

function bookingConfig(env: NodeJS.ProcessEnv) {
  const site = siteBooking(env)
  return { site, mail: readMailConfig(env, site), slotCacheMs: numberFrom(env, 'CONTACT_SLOT_CACHE_MS', 5_000) }
}
