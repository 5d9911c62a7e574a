import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { responsiveImages } from './vite-plugin.js'

const cacheDir = mkdtempSync(path.join(tmpdir(), 'variants-plugin-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

type Emitted = { type: string; fileName: string; source: Uint8Array }

/** Runs the plugin's generateBundle as Vite would in one environment, collecting what it emits. */
async function bundle(consumer: 'client' | 'server'): Promise<Emitted[]> {
  const plugin = responsiveImages({ publicDir: path.resolve('tests/fixtures/images/public'), cacheDir })
  const emitted: Emitted[] = []
  const context = {
    environment: { config: { consumer } },
    emitFile: (f: Emitted) => emitted.push(f),
    info: () => undefined,
  }
  const hook = plugin.generateBundle as unknown as (this: typeof context) => Promise<void>
  await hook.call(context)
  return emitted
}

describe('responsive images Vite plugin', () => {
  it('emits every variant of every fixture photo into the client build under images/_v/', async () => {
    const files = (await bundle('client')).map((f) => f.fileName)
    expect(files).toContain('images/_v/photos/keittio-ennen-480.avif')
    expect(files).toContain('images/_v/photos/keittio-ennen-1000.webp')
    expect(files).toContain('images/_v/photos/kaavio-300.avif')
    expect(files).toContain('images/_v/photos/pysty-160.webp')
    expect(files).toHaveLength(2 * (3 + 1 + 1))
  })

  it('emits nothing into the server build', async () => {
    expect(await bundle('server')).toEqual([])
  })
})
