import type { Config } from 'vike/types'

// Development tool: never prerendered (the route answers only in dev anyway).
export default {
  prerender: false,
  title: 'Section gallery',
} satisfies Config
