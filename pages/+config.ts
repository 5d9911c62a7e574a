import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // HTML-only pages: React renders on the server; the browser gets +client.ts
  // (shell, consent, analytics, island loader) and nothing else (decision 100).
  clientHooks: false,
  // Every route is prerendered and served as a file (decision 170); dist/server is kept: the incremental build
  // renders with it (decision 321) and the server answers forms sent without JavaScript with it (decision 230).
  prerender: { keepDistServer: true },
} satisfies Config
