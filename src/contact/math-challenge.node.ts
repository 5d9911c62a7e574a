/**
 * The math question for a visitor without JavaScript (docs/decisions/181): the
 * server makes it when it renders a form (at build time for the prerendered
 * pages, at request time for the result page) and signs it, and checks it when
 * the form comes back. The token in the form's hidden `mathToken` field is
 * `a.b.nonce.mac`, mac = HMAC-SHA256(key, "a.b.nonce"), so a client cannot
 * choose its own question. Node only (node:crypto): never in a browser bundle.
 * With JavaScript the browser still checks its own question (spec section 5).
 *
 * The key: CONTACT_FORM_SECRET when set (several servers, or a build made on
 * another machine), else a random key kept in DIST_DIR/contact-form.key, which
 * the build writes and the server reads (dist/client, the served folder, never has it).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { MathChallenge } from './no-js-result.js'
import { createMathQuestion, MATH_OPERAND_MAX, MATH_OPERAND_MIN, type MathQuestion } from '../rules/contact.js'

export type { MathChallenge }

const KEY_FILE = 'contact-form.key'

let cachedKey: Buffer | null = null

/** The signing key: CONTACT_FORM_SECRET, or DIST_DIR/contact-form.key (made once, by whoever needs it first). */
export function contactFormKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.CONTACT_FORM_SECRET) return Buffer.from(env.CONTACT_FORM_SECRET, 'utf8')
  if (cachedKey) return cachedKey
  const file = path.resolve(env.DIST_DIR || 'dist', KEY_FILE)
  if (existsSync(file)) cachedKey = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')
  else {
    cachedKey = randomBytes(32)
    try {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, cachedKey.toString('base64url'), { mode: 0o600 })
    } catch {
      // Read-only disk: this process keeps its own key (its forms are checked by itself).
    }
  }
  return cachedKey
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22)

/** A new question and its signed token. */
export function makeChallenge(key: Buffer = contactFormKey(), random: () => number = Math.random): MathChallenge {
  const { a, b } = createMathQuestion(random)
  const signed = `${a}.${b}.${randomBytes(6).toString('base64url')}`
  return { a, b, token: `${signed}.${mac(key, signed)}` }
}

const inRange = (n: number) => Number.isInteger(n) && n >= MATH_OPERAND_MIN && n <= MATH_OPERAND_MAX

/** The question a token was made for, or null when it is not one of ours (forged, cut, another key). */
export function verifyChallenge(token: string, key: Buffer = contactFormKey()): MathQuestion | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.([\w-]{1,16})\.([\w-]{22})$/.exec(token)
  if (!m) return null
  const expected = Buffer.from(mac(key, `${m[1]}.${m[2]}.${m[3]}`))
  const given = Buffer.from(m[4]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const question = { a: Number(m[1]), b: Number(m[2]) }
  return inRange(question.a) && inRange(question.b) ? question : null
}
