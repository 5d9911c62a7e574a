import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import site from './pages-data/site.json' with { type: 'json' }
import { sitePasses } from './src/content-passes.js'
import { devContentErrors } from './src/runtime/dev-content-plugin.js'
import { responsiveImages } from './src/images/vite-plugin.js'

const ga4 = (site as { analytics?: { ga4MeasurementId?: string } }).analytics?.ga4MeasurementId ?? ''

/**
 * Vite wraps every dynamic import in a preload helper (about 0.9 KB gzip) that
 * preloads the chunk's imports and CSS. Our lazy chunks carry no CSS (every
 * page links one stylesheet) and modulePreload is off, so the helper would
 * only cost bytes on every page: it is replaced by a plain call (decision 102).
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js'
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : undefined),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load()' : undefined),
  }
}

/** The modules of React's client runtime. */
const REACT_CLIENT =
  /[\\/]node_modules[\\/](?:react[\\/]|scheduler[\\/]|react-dom[\\/](?:client\.js|index\.js|cjs[\\/]react-dom(?:-client)?\.production\.js))/

export default defineConfig({
  plugins: [plainDynamicImports(), devContentErrors(sitePasses()), responsiveImages(), vike(), react()],
  // site.json's GA4 id as one constant (src/analytics/gtag.ts), so the page script does not carry site.json.
  define: { 'import.meta.env.SITE_GA4_MEASUREMENT_ID': JSON.stringify(ga4) },
  build: {
    target: 'es2022',
    modulePreload: false,
    // React, ReactDOM's client and the scheduler in one chunk (not ReactDOM's server renderer, which
    // only some lazy chunks use): an island's code arrives in fewer round trips (decision 208).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: REACT_CLIENT }] } } },
  },
})
