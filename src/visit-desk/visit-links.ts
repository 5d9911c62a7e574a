/**
 * The signed links in a visitor's e-mails that move or cancel their visit without an account
 * (docs/decisions/410). A link carries the visit's id, its version (SEQUENCE: a link from before a
 * move stops working after it) and its expiry (the visit's start), sealed with HMAC-SHA256 under a
 * key derived from the site's secret (src/storage/site-secret.ts: CONTACT_FORM_SECRET or the
 * build's key file), so any instance reads any other's links and nobody without the key makes one.
 * The link opens a page that asks before it acts: a mail scanner that follows it changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { contactFormKey, derivedKey } from '../storage/site-secret.js'

/** The first byte of every link token: a new format gets a new version, and old links read as invalid. */
const VERSION = 1
const ACTIONS = ['move', 'cancel'] as const
type VisitAction = (typeof ACTIONS)[number]
/** version, action, visit id (4 bytes), sequence (2), expiry in epoch ms (6). */
const PAYLOAD_BYTES = 14
/** The HMAC's first 16 bytes: 128 bits, beyond guessing within any link's lifetime. */
const MAC_BYTES = 16

export interface VisitLinkClaim {
  action: VisitAction
  visitId: number
  sequence: number
  expiresAt: number
}

const keyOf = (secret: Buffer) => derivedKey(secret, 'visit link')
const mac = (key: Buffer, payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES)

/** A link token for one action on one version of one visit. */
export function visitLinkToken(claim: VisitLinkClaim, secret: Buffer = contactFormKey()): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES)
  payload.writeUInt8(VERSION, 0)
  payload.writeUInt8(ACTIONS.indexOf(claim.action), 1)
  payload.writeUInt32BE(claim.visitId, 2)
  payload.writeUInt16BE(claim.sequence, 6)
  payload.writeUIntBE(claim.expiresAt, 8, 6)
  return Buffer.concat([payload, mac(keyOf(secret), payload)]).toString('base64url')
}

export type ReadVisitLink = { ok: true; claim: VisitLinkClaim } | { ok: false; reason: 'invalid' | 'expired' }

/**
 * What a token says, when it is one of ours and not expired. Whether the visit still has that
 * sequence (not moved or cancelled since) is the store's question.
 */
export function readVisitLinkToken(token: string, now: number, secret: Buffer = contactFormKey()): ReadVisitLink {
  // Only the exact text we write: base64url decoding alone would pass a trailing character or two.
  const bytes = Buffer.from(token, 'base64url')
  if (
    bytes.length !== PAYLOAD_BYTES + MAC_BYTES ||
    bytes.toString('base64url') !== token ||
    bytes.readUInt8(0) !== VERSION
  )
    return { ok: false, reason: 'invalid' }
  const payload = bytes.subarray(0, PAYLOAD_BYTES)
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(keyOf(secret), payload)))
    return { ok: false, reason: 'invalid' }
  const action = ACTIONS[payload.readUInt8(1)]
  if (!action) return { ok: false, reason: 'invalid' }
  const claim = {
    action,
    visitId: payload.readUInt32BE(2),
    sequence: payload.readUInt16BE(6),
    expiresAt: payload.readUIntBE(8, 6),
  }
  return now >= claim.expiresAt ? { ok: false, reason: 'expired' } : { ok: true, claim }
}

/**
 * The move and cancel links of a visit's current version, valid until it starts: addresses of the
 * public API (only /api/ reaches the server); the page they open speaks the visit's language, which
 * the store knows.
 */
export function visitLinks(
  visit: { id: number; sequence: number; start: number },
  siteUrl: string,
  secret: Buffer = contactFormKey(),
): { move: string; cancel: string } {
  const base = siteUrl.replace(/\/+$/, '')
  const link = (action: VisitAction) =>
    `${base}/api/visit/${action}/${visitLinkToken({ action, visitId: visit.id, sequence: visit.sequence, expiresAt: visit.start }, secret)}`
  return { move: link('move'), cancel: link('cancel') }
}
