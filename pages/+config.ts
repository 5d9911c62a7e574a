import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  lang: 'fi',
  // HTML-only pages: React renders on the server; the browser gets +client.ts
  // (shell, consent, analytics, island loader) and nothing else (decision 100).
  clientHooks: false,
  // Every route is prerendered; dist/server stays for the SSR fallback (404s, new slugs).
  prerender: { keepDistServer: true },
} satisfies Config
