/**
 * The server's events of the studio (GET /api/events, src/studio/saved-events.ts) as one stream per
 * tab, however many views listen: the first listener opens it, the last one to leave closes it. A
 * browser keeps only six connections per host over HTTP/1.1, and each EventSource holds one open for
 * as long as it lives; two views with a stream each (the editor's "saved" and Julkaise's "published")
 * used two of them.
 */

/** What the server tells, by event name (src/studio/saved-events.ts writes them). */
export interface StudioEvents {
  /** A file was saved (by `by`, a tab's id, when a tab saved it). */
  saved: { file: string; version: string; by?: string }
  /** A publish or a rollback started or ended. */
  published: { id: string; state: string }
}
export type StudioEventName = keyof StudioEvents

const NAMES: readonly StudioEventName[] = ['saved', 'published']

type Listener<N extends StudioEventName> = (data: StudioEvents[N]) => void

let stream: EventSource | null = null
const listeners = new Map<StudioEventName, Set<Listener<StudioEventName>>>()

const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0)

function open(): EventSource {
  const source = new EventSource('/api/events')
  for (const name of NAMES) {
    source.addEventListener(name, (e) => {
      const data = JSON.parse((e as MessageEvent<string>).data) as StudioEvents[typeof name]
      for (const listener of [...(listeners.get(name) ?? [])]) listener(data)
    })
  }
  return source
}

/**
 * Calls `listener` on each `name` event of this tab's stream; the returned function stops it (and
 * closes the stream when nothing else listens). Without EventSource (an old browser, a test) nothing.
 */
export function onStudioEvent<N extends StudioEventName>(name: N, listener: Listener<N>): () => void {
  if (typeof EventSource === 'undefined') return () => {}
  const set = listeners.get(name) ?? new Set()
  listeners.set(name, set)
  // A wrapper of its own: the same function given twice is two listeners, each stopped by its own call.
  const entry: Listener<StudioEventName> = (data) => listener(data as StudioEvents[N])
  set.add(entry)
  stream ??= open()
  return () => {
    set.delete(entry)
    if (count() === 0 && stream) {
      stream.close()
      stream = null
    }
  }
}
