/**
 * The unit tests CI runs a second time, on the oldest Node.js the README promises (package.json
 * "engines", .ci/run): those whose code is what differs between Node.js releases, not the whole suite
 * again (decision 380, which says why each one). The rest of the suite is JavaScript that any 24.x
 * runs alike; it runs once, on .node-version's release, in `npm test`.
 */
import { defineConfig } from 'vitest/config'
import base from './vitest.config.js'

/** Each group of test files, with what in it depends on the Node.js release. */
export const OLDEST_NODE_TESTS: readonly { files: string; why: string }[] = [
  {
    files: 'server/**/*.test.ts',
    why: "the server's and the contact API's start (serve-api.ts) on both stores: better-sqlite3's native binding and PostgreSQL through pg and pg-boss; the contact form's crypto (AES-256-GCM question tokens, HKDF keys, HMAC client keys: server/contact/question.ts, src/storage/site-secret.ts, server/contact/client-key.ts); Node's own HTTP server limits, sockets and signals",
  },
  {
    files: 'src/studio/store/**/*.test.ts',
    why: "the studio's store on both stores (better-sqlite3 and PostgreSQL): people, sessions, releases",
  },
  { files: 'src/leads/**/*.test.ts', why: "the leads' queries on both stores (src/storage/sql.ts)" },
  { files: 'src/visit-desk/**/*.test.ts', why: "the visit links' HMAC and the site's HKDF keys (node:crypto)" },
  { files: 'src/images/**/*.test.ts', why: "sharp's native binding (libvips): the photos' AVIF, WebP and JPEG sizes" },
  {
    files: 'src/studio/photos/photos.test.ts',
    why: "sharp on an upload: scaling down, the decompression-bomb limit, the studio's photo writes",
  },
  {
    files: 'src/runtime/rich-text.test.ts',
    why: 'the sanitiser: DOMPurify on jsdom, whose engines name 24.15 as its oldest 24.x (decision 250)',
  },
]

export default defineConfig({
  ...base,
  test: { ...base.test, include: OLDEST_NODE_TESTS.map((group) => group.files) },
})
