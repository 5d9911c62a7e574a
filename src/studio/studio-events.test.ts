/**
 * One stream of the server's events per tab (src/studio/app/studio-events.ts): the editor's "saved"
 * and Julkaise's "published" share it, it opens with the first listener and closes with the last, and
 * each listener hears only its own event.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

class FakeEventSource {
  static made: FakeEventSource[] = []
  closed = false
  private handlers = new Map<string, ((e: { data: string }) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.made.push(this)
  }
  addEventListener(name: string, handler: (e: { data: string }) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler])
  }
  close() {
    this.closed = true
  }
  emit(name: string, data: unknown) {
    for (const h of this.handlers.get(name) ?? []) h({ data: JSON.stringify(data) })
  }
}

const load = async () => {
  vi.resetModules()
  return import('./app/studio-events.js')
}

describe('the studio events of a tab', () => {
  beforeEach(() => {
    FakeEventSource.made = []
    vi.stubGlobal('EventSource', FakeEventSource)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('opens one stream for every view that listens, and closes it when the last one leaves', async () => {
    const { onStudioEvent } = await load()
    const saved: string[] = []
    const published: string[] = []
    const stopSaved = onStudioEvent('saved', (s) => saved.push(s.file))
    const stopPublished = onStudioEvent('published', (p) => published.push(p.state))
    expect(FakeEventSource.made).toHaveLength(1)
    const [stream] = FakeEventSource.made
    expect(stream!.url).toBe('/api/events')

    stream!.emit('saved', { file: 'pages-data/fi/index.json', version: 'v2' })
    stream!.emit('published', { id: 'j1', state: 'running' })
    expect(saved).toEqual(['pages-data/fi/index.json'])
    expect(published).toEqual(['running'])

    stopSaved()
    expect(stream!.closed).toBe(false)
    stream!.emit('saved', { file: 'pages-data/fi/yhteystiedot.json', version: 'v3' })
    expect(saved).toHaveLength(1)
    stopPublished()
    expect(stream!.closed).toBe(true)

    onStudioEvent('published', () => {})
    expect(FakeEventSource.made).toHaveLength(2)
  })

  it('keeps the same function given twice as two listeners, each stopped by its own call', async () => {
    const { onStudioEvent } = await load()
    let heard = 0
    const listener = () => {
      heard++
    }
    const first = onStudioEvent('published', listener)
    onStudioEvent('published', listener)
    first()
    FakeEventSource.made[0]!.emit('published', { id: 'j', state: 'done' })
    expect(heard).toBe(1)
    expect(FakeEventSource.made[0]!.closed).toBe(false)
  })

  it('does nothing without EventSource', async () => {
    vi.unstubAllGlobals()
    const { onStudioEvent } = await load()
    const stop = onStudioEvent('saved', () => {})
    expect(() => stop()).not.toThrow()
    expect(FakeEventSource.made).toHaveLength(0)
  })
})

it('is the only place of the studio app that opens a stream of its own', () => {
  const app = path.join(import.meta.dirname, 'app')
  const opening = readdirSync(app).filter(
    (f) => /\.tsx?$/.test(f) && readFileSync(path.join(app, f), 'utf8').includes('new EventSource('),
  )
  expect(opening).toEqual(['studio-events.ts'])
})
