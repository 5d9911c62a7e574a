/**
 * npm run studio [-- --port 3198] [--content DIR] [--no-open]
 *   The authoring studio on loopback for a developer (decision 120): no sign-in.
 *
 * npm run studio -- --server [--port 3198] [--no-open]
 *   The studio on the company's server (issue 29): signed-in people only, at
 *   STUDIO_PUBLIC_URL (https://studio.example.fi behind nginx, or
 *   http://localhost:<port> for a local try-out). Publishing builds releases.
 *
 * npm run studio -- invite <e-mail> --role <a role of ROLE_TABLE, src/studio/auth/roles.ts> [--kielet ru,uk]
 *   Prints a one-time invitation link (valid 72 hours). Run it on the server,
 *   beside a running studio: both use the same store (DATA_DIR or DATABASE_URL).
 *
 * npm run studio:build (npm run studio -- build)
 *   Builds the studio's browser app for server mode into dist-studio/ (the server builds it at its
 *   start when it is missing or stale; tests and deploys build it ahead).
 *
 * STUDIO_PORT and STUDIO_CONTENT_DIR do the same as the flags. STUDIO_VITE_CACHE_DIR moves the local
 * studio's dependency cache (default node_modules/.vite-studio): Vite has no lock between processes, so two
 * studios started at once from one checkout (the browser tests do) each need their own (decision 374).
 */
import { TARGET_LANGS } from '../src/i18n/languages.js'
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { isRole, needsLangs, parseLangs, ROLES } from '../src/studio/auth/roles.js'
import { inviteLink } from '../src/studio/auth/people-router.js'
import { buildStudioApp } from '../src/studio/app-build.js'
import { startStudio } from '../src/studio/server.js'
import { publicUrlOf } from '../src/studio/public-url.js'
import { openStudioStore } from '../src/studio/store/studio-store.js'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.STUDIO_PORT ?? '3198' },
    content: { type: 'string', default: process.env.STUDIO_CONTENT_DIR },
    'no-open': { type: 'boolean', default: false },
    server: { type: 'boolean', default: false },
    role: { type: 'string' },
    kielet: { type: 'string', default: '' },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port must be a port number (0-65535)')

async function invite(email: string | undefined) {
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fail(`Käyttö: npm run studio -- invite <sähköposti> --role ${ROLES.join('|')} [--kielet ${TARGET_LANGS.join(',')}]`)
  if (!isRole(values.role)) fail(`--role: valitse yksi: ${ROLES.join(', ')}`)
  const { langs, unknown } = parseLangs(values.kielet ?? '')
  if (unknown.length)
    fail(`--kielet: tuntematon kieli ${unknown.join(', ')} (käännöskielet: ${TARGET_LANGS.join(', ')})`)
  if (needsLangs(values.role) && !langs.length)
    fail(`Roolille ${values.role} tarvitaan kielet: --kielet ${TARGET_LANGS.join(',')}`)
  const publicUrl = publicUrlOf(process.env, port)
  const store = await openStudioStore()
  const now = Date.now()
  // A known address gets a link that adds a device and changes nothing else (decision 363).
  const known = await store.personByEmail(email.toLowerCase())
  const { token } = await store.invite({ email, role: values.role, langs, createdBy: 'komentorivi' }, now)
  await store.audit({
    at: now,
    person: 'komentorivi',
    action: known ? 'invite-device' : 'invite',
    target: email,
    detail: known ? known.role : values.role,
    address: '',
  })
  await store.close()
  console.log(
    known
      ? `Lisää laite: ${known.name} (${known.role}) on jo studiossa; linkki lisää hänelle laitteen, nimi, rooli ja kielet pysyvät. Toimii kerran ja vanhenee 72 tunnissa:`
      : `Kutsulinkki (${values.role}${langs.length ? `, ${langs.join(', ')}` : ''}), toimii kerran ja vanhenee 72 tunnissa:`,
  )
  console.log(inviteLink(publicUrl, token))
}

async function serve() {
  const publicUrl = values.server ? publicUrlOf(process.env, port) : undefined
  const studio = await startStudio({
    port,
    contentDir: values.content,
    cacheDir: process.env.STUDIO_VITE_CACHE_DIR || undefined,
    host: '127.0.0.1',
    publicUrl,
  })
  console.log(`Studio: ${studio.url}${publicUrl ? ' (server mode: sign-in required)' : ''}`)
  const hasDesktop = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY)
  if (!values['no-open'] && !values.server && hasDesktop && !process.env.CI) {
    const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open'
    spawn(opener, [studio.url], { stdio: 'ignore', detached: true })
      .on('error', () => undefined)
      .unref()
  }
  const stop = () => void studio.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

try {
  if (positionals[0] === 'invite') await invite(positionals[1])
  else if (positionals[0] === 'build')
    console.log((await buildStudioApp()) ? 'dist-studio/ built' : 'dist-studio/ is up to date')
  else if (positionals.length) fail(`Tuntematon komento: ${positionals[0]} (tunnetut: invite, build)`)
  else await serve()
} catch (error) {
  fail((error as Error).message)
}
