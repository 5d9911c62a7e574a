/**
 * npm run serve: the production server. Listens on PORT (3000) at HOST
 * (127.0.0.1); needs no configuration. Stops gracefully on SIGTERM/SIGINT.
 */
import { createApp } from './app.js'
import { readConfig } from './config.js'
import { readContactConfig } from './contact/config.js'
import { createContactService } from './contact/service.js'
import { createGracefulServer } from './shutdown.js'

let config: ReturnType<typeof readConfig>
try {
  config = readConfig()
} catch (error) {
  console.error(`[server] ${(error as Error).message}`)
  process.exit(1)
}
const contact = await createContactService(readContactConfig())
const app = await createApp({ config, api: contact.router })
const graceful = createGracefulServer(app, { limits: config.limits })
const { server } = graceful

server.listen(config.port, config.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`[server] listening on http://${config.host}:${port}`)
})

function shutdown(signal: string) {
  if (graceful.stopping) return
  console.log(`[server] ${signal}: finishing open requests`)
  void graceful.shutdown().then(() =>
    contact.close().finally(() => {
      console.log('[server] stopped')
      process.exit(0)
    }),
  )
  setTimeout(() => {
    void contact.close().finally(() => process.exit(0))
  }, 12_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
