/**
 * The contact API alone on loopback (no site build needed): used by the API
 * tests (spawned with tsx, killed with SIGKILL) and by `npm run bench:contact`.
 * Same service as server/index.ts. Prints "listening <port>" when ready.
 */
import { createServer } from 'node:http'
import express from 'express'
import { readContactConfig } from './config.js'
import { createContactService } from './service.js'

const service = createContactService(readContactConfig())
const app = express()
app.disable('x-powered-by')
app.set('trust proxy', process.env.TRUST_PROXY === 'true' ? true : false)
app.use('/api', service.router)
const server = createServer(app)
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address()
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`)
})
const stop = () => {
  server.close()
  server.closeAllConnections()
  void service.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
