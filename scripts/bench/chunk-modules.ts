/**
 * The largest modules in each client chunk: a second `vike build` (no
 * prerender) into a throwaway folder, with a plugin that records how many bytes
 * each module contributes to each chunk (rolldown's renderedLength: minified,
 * before compression). Run as a child process by assets.ts; prints JSON.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { build } from 'vike/api'

export interface ChunkModules {
  /** Chunk file name without its hash, e.g. "assets/chunks/chunk" or "assets/entries/pages_content". */
  chunk: string
  modules: { id: string; bytes: number }[]
}

const outDir = path.resolve('dist/.bench-analysis')
const found: ChunkModules[] = []

function shortId(id: string): string {
  const nm = id.lastIndexOf('node_modules/')
  if (nm >= 0) return id.slice(nm + 'node_modules/'.length).replace(/\?.*$/, '')
  return path.relative(process.cwd(), id).replace(/\?.*$/, '')
}

const spy: Plugin = {
  name: 'bench-chunk-modules',
  applyToEnvironment: (env) => env.name === 'client',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue
      const modules = Object.entries(out.modules)
        .map(([id, m]) => ({ id: shortId(id), bytes: m.renderedLength }))
        .filter((m) => m.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes)
      found.push({ chunk: out.fileName, modules })
    }
  },
}

try {
  await build({
    viteConfig: { logLevel: 'silent', plugins: [spy], build: { outDir } },
    vikeConfig: { prerender: false },
  })
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
process.stdout.write(JSON.stringify(found))
