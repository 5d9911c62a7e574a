/**
 * The contact form's math question as the server hands it out (docs/decisions/253): two numbers 1-10
 * (src/rules/math-rules.ts) and an opaque token that carries them, encrypted. Each request for a
 * question gets its own: GET /api/contact-question, the answer to an accepted message, or the page
 * answering a form sent without JavaScript. The token is AES-256-GCM (node:crypto) over
 * `a, b, expiry, id` with a key derived from the site's secret (src/storage/site-secret.ts): nobody
 * without the key can read its numbers or make one, any instance with the key reads it. It is made for
 * one visitor: it carries a tag of the visitor's hashed client key (server/contact/client-key.ts), and
 * an answer from another client key is not checked (a token collected by one client and spread to others
 * is worth nothing to them). Whether a token was used already, and how many wrong answers it had, is the store's
 * part (server/contact/question-ledger.ts), by the token's random id.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import {
  createMathQuestion,
  MATH_OPERAND_MAX,
  MATH_OPERAND_MIN,
  QUESTION_LIFETIME_MS,
  type MathChallenge,
} from '../../src/rules/math-rules.js'
import { contactFormKey, derivedKey } from '../../src/storage/site-secret.js'

/** The first byte of every token: a new format gets a new version, and the old tokens read as none. */
const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16
/** a, b (one byte each), the expiry (epoch ms, 6 bytes), the id (8 random bytes), the visitor's tag (8 bytes). */
const PAYLOAD_BYTES = 24
const VISITOR_AT = 16
const TOKEN_BYTES = 1 + IV_BYTES + PAYLOAD_BYTES + TAG_BYTES

/** A token the server made, read back. */
export interface ReadQuestion {
  /** Random, unique per question: what the store keeps about its use. */
  id: string
  a: number
  b: number
  expiresAt: number
  /** The tag of the client key it was made for (visitorTag). */
  visitor: Buffer
}

/** 8 bytes naming a visitor's (already hashed) client key inside a token. */
const visitorTag = (visitor: string) => createHash('sha256').update(visitor).digest().subarray(0, 8)

/** Whether a question read from a token was made for this visitor (its stored client key). */
export function isForVisitor(read: ReadQuestion, visitor: string): boolean {
  return timingSafeEqual(read.visitor, visitorTag(visitor))
}

let keys: { secret: Buffer; key: Buffer } | null = null

/** The questions' own key, derived from the site's secret (cached per secret). */
function questionKey(secret: Buffer): Buffer {
  if (!keys?.secret.equals(secret)) keys = { secret, key: derivedKey(secret, 'math question') }
  return keys.key
}

/** A uniform number in [0, 1) from the operating system's random source. */
const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32

/** A new question and its token for one visitor (its stored client key), valid for QUESTION_LIFETIME_MS from `now`. */
export function makeQuestion(now: number, visitor: string, secret: Buffer = contactFormKey()): MathChallenge {
  const { a, b } = createMathQuestion(cryptoRandom)
  const payload = Buffer.alloc(PAYLOAD_BYTES)
  payload.writeUInt8(a, 0)
  payload.writeUInt8(b, 1)
  payload.writeUIntBE(now + QUESTION_LIFETIME_MS, 2, 6)
  randomBytes(8).copy(payload, 8)
  visitorTag(visitor).copy(payload, VISITOR_AT)
  const iv = randomBytes(IV_BYTES)
  const version = Buffer.of(VERSION)
  const cipher = createCipheriv('aes-256-gcm', questionKey(secret), iv)
  cipher.setAAD(version)
  const sealed = Buffer.concat([version, iv, cipher.update(payload), cipher.final(), cipher.getAuthTag()])
  return { a, b, token: sealed.toString('base64url') }
}

const inRange = (n: number) => n >= MATH_OPERAND_MIN && n <= MATH_OPERAND_MAX

/** The question a token was made for, or null when it is not one of ours (forged, cut, another key, old format). */
export function readQuestion(token: string, secret: Buffer = contactFormKey()): ReadQuestion | null {
  if (typeof token !== 'string' || !/^[\w-]{1,100}$/.test(token)) return null
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length !== TOKEN_BYTES || bytes[0] !== VERSION) return null
  const iv = bytes.subarray(1, 1 + IV_BYTES)
  const sealed = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + PAYLOAD_BYTES)
  const tag = bytes.subarray(TOKEN_BYTES - TAG_BYTES)
  let payload: Buffer
  try {
    const decipher = createDecipheriv('aes-256-gcm', questionKey(secret), iv, { authTagLength: TAG_BYTES })
    decipher.setAAD(bytes.subarray(0, 1))
    decipher.setAuthTag(tag)
    payload = Buffer.concat([decipher.update(sealed), decipher.final()])
  } catch {
    return null
  }
  const a = payload.readUInt8(0)
  const b = payload.readUInt8(1)
  if (!inRange(a) || !inRange(b)) return null
  return {
    id: payload.subarray(8, VISITOR_AT).toString('base64url'),
    a,
    b,
    expiresAt: payload.readUIntBE(2, 6),
    visitor: payload.subarray(VISITOR_AT),
  }
}
