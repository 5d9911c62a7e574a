/** Server settings from the environment, with defaults that need no configuration. */
export interface ServerConfig {
  host: string
  port: number
  /** Express 'trust proxy' setting: false (default), a hop count, or a list of addresses. */
  trustProxy: boolean | number | string
  /** Folder with dist/client and dist/server. */
  distDir: string
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  return {
    host: env.HOST || '127.0.0.1',
    port,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    distDir: env.DIST_DIR || 'dist',
  }
}
