/**
 * Structured JSON logs (pino, one object a line on stdout): level, time, msg
 * and the fields a line names. What never goes into a line: message bodies,
 * the visitor's name, e-mail, phone or text, client addresses, cookies or
 * other headers, and secrets. Secrets (the Telegram bot token, the database
 * password) are also scrubbed from the finished line, whatever field or error
 * text carried them (docs/operations.md, docs/decisions/175).
 */
import pino, { type DestinationStream, type Logger } from 'pino'

export type { Logger } from 'pino'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** The secrets of this process's configuration that must never appear in a log line. */
function secretsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const secrets = [env.TELEGRAM_BOT_TOKEN?.trim() ?? '']
  try {
    if (env.DATABASE_URL) secrets.push(decodeURIComponent(new URL(env.DATABASE_URL).password))
  } catch {
    // not a URL: nothing to scrub from it
  }
  return secrets.filter((s) => s.length >= 4)
}

/** Replaces every secret in a finished JSON line (also in its JSON-escaped form) with "<redacted>". */
export function scrubSecrets(line: string, secrets: readonly string[]): string {
  let out = line
  for (const secret of secrets) {
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)])) out = out.split(form).join('<redacted>')
  }
  return out
}

function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  const level = (env.LOG_LEVEL ?? 'info').trim().toLowerCase() || 'info'
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`)
  return level
}

/**
 * An error as name, message, code, status and stack only: pino's standard serializer copies
 * every property, and a body-parser error carries the request body (a visitor's message).
 */
function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const e = error as Error & { code?: unknown; status?: unknown; type?: unknown }
  return { type: e.name, message: e.message, code: e.code, status: e.status, reason: e.type, stack: e.stack }
}

export interface LoggerOptions {
  level?: string
  secrets?: readonly string[]
  /** Where lines go (stdout by default; tests pass a stream). */
  destination?: DestinationStream
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const secrets = options.secrets ?? secretsFromEnv()
  return pino(
    {
      level: options.level ?? logLevel(),
      base: { service: 'remontti-site' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: safeError },
      hooks: { streamWrite: (line) => scrubSecrets(line, secrets) },
    },
    options.destination ?? pino.destination({ fd: 1, sync: false }),
  )
}

/** The process's logger (created on first use from LOG_LEVEL and the secrets in the environment). */
let shared: Logger | null = null
export function logger(): Logger {
  shared ??= createLogger()
  return shared
}

/**
 * A `(line) => void` for the contact service's plain log lines (its own texts: message
 * numbers, counts, error reasons; never a visitor's data): refusals and failures as warn.
 */
export function lineLogger(log: Logger, component: string): (line: string) => void {
  const child = log.child({ component })
  return (line) => {
    const msg = line.replace(/^\[[a-z]+\]\s*/, '')
    if (/fail|error|unavailable|could not/i.test(msg)) child.warn(msg)
    else child.info(msg)
  }
}
