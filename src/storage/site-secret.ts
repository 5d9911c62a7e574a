/**
 * The contact API's secret: CONTACT_FORM_SECRET when set (several machines, or a build made on another
 * machine), else a random key kept in DIST_DIR/contact-form.key, which the build writes
 * (scripts/static-files.ts) and every instance of the machine reads (dist/client, the served folder,
 * never has it). Its uses: the math questions' encryption, with a key derived from it
 * (server/contact/question.ts), and the limits' hashed client keys (server/contact/client-key.ts).
 */
import { hkdfSync, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createFileDurably } from './replace-file.js'

const KEY_FILE = 'contact-form.key'

let cached: { file: string; key: Buffer } | null = null

/** Reads the key file, or makes it when there is none; two processes starting at once agree on one key. */
function keyFromFile(file: string): Buffer {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const key = randomBytes(32)
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    // Never over a key another process wrote a moment ago (its questions would stop being readable), never half.
    createFileDurably(file, key.toString('base64url'), 0o600)
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keyFromFile(file)
    // Read-only disk: this process keeps its own key (its questions are read by itself).
    return key
  }
}

/** The site's secret: CONTACT_FORM_SECRET, or DIST_DIR/contact-form.key (made once, by whoever needs it first). */
export function contactFormKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.CONTACT_FORM_SECRET) return Buffer.from(env.CONTACT_FORM_SECRET, 'utf8')
  const file = path.resolve(env.DIST_DIR || 'dist', KEY_FILE)
  if (cached?.file !== file) cached = { file, key: keyFromFile(file) }
  return cached.key
}

/** A key of its own for one use of the secret (HKDF-SHA256), so no two uses ever share one. */
export function derivedKey(secret: Buffer, use: string, bytes = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `remontti contact: ${use}`, bytes))
}
