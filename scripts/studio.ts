/**
 * npm run studio [-- --port 3198] [--content DIR] [--no-open]
 *
 * Starts the authoring studio on loopback (decision 120) and prints its
 * address. STUDIO_PORT and STUDIO_CONTENT_DIR do the same as the flags. The
 * browser opens when a desktop is there to open it (xdg-open, open or start);
 * on a headless machine the printed address is enough.
 */
import { spawn } from 'node:child_process'
import { parseArgs } from 'node:util'
import { startStudio } from '../src/studio/server.js'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.STUDIO_PORT ?? '3198' },
    content: { type: 'string', default: process.env.STUDIO_CONTENT_DIR },
    'no-open': { type: 'boolean', default: false },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('--port must be a port number (0-65535)')
  process.exit(2)
}

const studio = await startStudio({ port, contentDir: values.content, host: '127.0.0.1' })
console.log(`Studio: ${studio.url}`)
const hasDesktop = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY)
if (!values['no-open'] && hasDesktop && !process.env.CI) {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open'
  spawn(opener, [studio.url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref()
}
const stop = () => void studio.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
