/**
 * One call to Telegram's sendMessage, classified for the worker. Plain text (no
 * parse_mode), so nothing in a visitor's message needs escaping. The bot token
 * is part of the URL only: it never reaches an error text or a log line.
 */
import type { Lead } from './outbox.js'
import { SERVER_UI, UI } from '../../src/ui/strings.fi.js'
import { originLines } from '../../src/rules/lead-origin.js'
import { LANGUAGE_INFO } from '../../src/i18n/languages.js'
import { addressLine, type VisitAddress } from '../../src/booking/visit.js'
import { visitTimeText } from '../../src/booking/visit-time.js'
import { STAGE_NAMES } from '../../src/leads/lead-words.fi.js'

export interface TelegramTarget {
  token: string
  chatId: string
  apiBase: string
}

export type DeliveryResult =
  | { kind: 'delivered' }
  /** Try again later (network error, timeout, 5xx, 429); retryAfterMs from Telegram's retry_after. */
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  /** 400/401/403/404: retrying cannot help. */
  | { kind: 'permanent'; error: string }

const PERMANENT = new Set([400, 401, 403, 404])
const T = SERVER_UI.telegram

/** A booking's visit as its Telegram message shows it (issue 49). */
export interface LeadVisit {
  start: number
  end: number
  address: VisitAddress
}

/** The visit's time and address, and the stage a booking starts in ("arviokäynti sovittu"). */
const visitLines = (v: LeadVisit) => [
  `${T.visit}: ${visitTimeText(v.start, v.end, 'fi')}`,
  `${T.visitAddress}: ${oneLine(addressLine(v.address))}`,
  `${T.stage}: ${STAGE_NAMES.arviokaynti}`,
]

/** The fence before every line of the visitor's own text: nothing they write can look like the site's lines. */
export const VISITOR_LINE = '┃ '

/** A visitor's one-line field on one line, whatever it holds. */
const oneLine = (text: string) => text.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')

/**
 * The Telegram text of a lead: the site's lines (heading, contact fields, origin), then the visitor's
 * message fenced line by line (issue 30, point 7). `possibleDuplicate`: an earlier attempt may have
 * reached Telegram (it timed out, or the instance stopped mid-send), so the heading says so.
 */
export function formatLead(
  lead: Pick<Lead, 'id' | 'createdAt' | 'name' | 'email' | 'phone' | 'message'> &
    Partial<Pick<Lead, 'page' | 'calculator' | 'lang'>>,
  possibleDuplicate = false,
  visit?: LeadVisit,
): string {
  const when = new Date(lead.createdAt).toLocaleString('fi-FI', { timeZone: 'Europe/Helsinki' })
  return [
    possibleDuplicate ? `${T.heading(lead.id, when)} ${T.possibleDuplicate}` : T.heading(lead.id, when),
    `${T.name}: ${oneLine(lead.name)}`,
    `${T.email}: ${oneLine(lead.email)}`,
    `${T.phone}: ${oneLine(lead.phone) || '-'}`,
    // A visitor from a page in another language: named in Finnish, so someone who speaks it answers.
    ...(lead.lang && lead.lang !== 'fi' ? [`${T.language}: ${LANGUAGE_INFO[lead.lang].finnishName}`] : []),
    // Where it came from (page, calculator choices, estimate), then the visitor's own message.
    ...originLines(lead, UI.leadOrigin),
    ...(visit ? visitLines(visit) : []),
    '',
    `${T.message}:`,
    ...lead.message.split(/\r\n|[\r\n\u0085\u2028\u2029]/).map((line) => `${VISITOR_LINE}${line}`),
  ].join('\n')
}

/** True when the last attempt may have reached Telegram (so this one may show it twice). */
export function uncertainBefore(lead: Pick<Lead, 'attempts' | 'lastError'>): boolean {
  return lead.attempts > 0 && /^(timeout after|network error|interrupted mid-send)/.test(lead.lastError ?? '')
}

/** Removes the token from any text (defence in depth: error texts of fetch can carry the URL). */
function redact(text: string, token: string): string {
  return token ? text.split(token).join('<token>') : text
}

export async function sendToTelegram(target: TelegramTarget, text: string, timeoutMs: number): Promise<DeliveryResult> {
  const url = `${target.apiBase}/bot${target.token}/sendMessage`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: target.chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const name = (error as Error)?.name
    const reason =
      name === 'TimeoutError' || name === 'AbortError'
        ? `timeout after ${timeoutMs} ms`
        : `network error: ${(error as Error)?.message ?? 'unknown'}`
    return { kind: 'retry', error: redact(reason, target.token) }
  }
  let body: { ok?: boolean; description?: string; parameters?: { retry_after?: number } } = {}
  try {
    body = (await response.json()) as typeof body
  } catch {
    // Not JSON (a proxy's error page): the status decides.
  }
  const description = redact(String(body.description ?? '').slice(0, 200), target.token)
  if (response.ok && body.ok !== false) return { kind: 'delivered' }
  if (response.status === 429) {
    const seconds = Number(body.parameters?.retry_after)
    return {
      kind: 'retry',
      error: `429 ${description}`.trim(),
      retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
    }
  }
  if (PERMANENT.has(response.status)) return { kind: 'permanent', error: `${response.status} ${description}`.trim() }
  return { kind: 'retry', error: `${response.status} ${description}`.trim() }
}
