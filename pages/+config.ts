import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  lang: 'fi',
  // Every route is prerendered; dist/server stays for the SSR fallback (404s, new slugs).
  prerender: { keepDistServer: true },
} satisfies Config
