/**
 * STUDIO_PUBLIC_URL: the address people open the studio at, and the relying
 * party of their passkeys. HTTPS, or plain http on localhost (a try-out or a
 * test: browsers treat localhost as a secure context). Without it a server-mode
 * studio is at http://localhost:<port>.
 */
export function publicUrlOf(env: NodeJS.ProcessEnv, port: number): URL {
  const raw = env.STUDIO_PUBLIC_URL?.trim() || `http://localhost:${port}`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`STUDIO_PUBLIC_URL "${raw}" is not an address (write e.g. https://studio.example.fi).`)
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1'
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new Error(`STUDIO_PUBLIC_URL must be https:// (plain http only on localhost), got "${raw}".`)
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `STUDIO_PUBLIC_URL is a host name only, without a path (e.g. https://studio.example.fi), got "${raw}".`,
    )
  return url
}
