/**
 * npm run serve: the production server. Listens on PORT (3000) at HOST
 * (127.0.0.1); needs no configuration. Stops gracefully on SIGTERM/SIGINT.
 */
import { createServer } from 'node:http'
import { createApp } from './app.js'
import { readConfig } from './config.js'
import { readContactConfig } from './contact/config.js'
import { createContactService } from './contact/service.js'

const config = readConfig()
const contact = createContactService(readContactConfig())
const app = await createApp({ config, api: contact.router })
const server = createServer(app)
server.keepAliveTimeout = 65_000

server.listen(config.port, config.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`[server] listening on http://${config.host}:${port}`)
})

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`[server] ${signal}: finishing open requests`)
  server.close(() => {
    void contact.close().finally(() => {
      console.log('[server] stopped')
      process.exit(0)
    })
  })
  server.closeIdleConnections()
  setTimeout(() => {
    server.closeAllConnections()
    contact.outbox.close()
    process.exit(0)
  }, 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
