/**
 * The studio server's log for its operator: JSON lines (pino) on stdout, at
 * LOG_LEVEL. What goes in: failures of builds, hooks and pushes with their
 * technical output (an author sees only Finnish words). What never does:
 * passkeys, session tokens, invitation links, content texts.
 */
import pino, { type Logger } from 'pino'

let log: Logger | null = null

export function logger(): Logger {
  // Through process.stdout (one write a line): what its supervisor, or a test, reads.
  log ??= pino(
    {
      name: 'studio',
      level: process.env.LOG_LEVEL?.trim().toLowerCase() || 'info',
      base: { service: 'studio' },
    },
    process.stdout,
  )
  return log
}
