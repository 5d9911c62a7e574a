/**
 * Development only: the running machines in the Stately inspector
 * (https://stately.ai/inspect, @statelyai/inspect). Switched on by the query
 * parameter `?inspect` on any page (it stays on for the rest of that page
 * load, also after client-side navigation) or by starting the dev server
 * with PUBLIC_ENV__XSTATE_INSPECT=1.
 *
 *   createActor(machine, { input, ...devInspect() })
 *
 * In a production build `import.meta.env.DEV` is false: devInspect is the
 * no-op below and the dynamic import of @statelyai/inspect is dropped with
 * the dead branch (tests/e2e/machine-inspector-build.spec.ts checks the
 * built files). The visitor's name, e-mail, phone and message are masked in
 * every snapshot and event sent (src/machines/personal-data.ts).
 */
import type { ActorOptions, AnyActorLogic, InspectionEvent, Observer } from 'xstate'
import { maskInspectionEvent } from './personal-data.js'

/** The part of createActor's options devInspect fills in. */
export type DevInspectOptions = Pick<ActorOptions<AnyActorLogic>, 'inspect'>

/** True when the page's query string has `inspect` (not `inspect=0`) or the env flag is 1/true. */
export function inspectorRequested(search: string, envFlag: unknown): boolean {
  const query = new URLSearchParams(search)
  if (query.has('inspect')) return !['0', 'false', 'off'].includes(query.get('inspect') ?? '')
  return envFlag === '1' || envFlag === 'true' || envFlag === true
}

let enabled = false
let inspector: Promise<Observer<InspectionEvent> | undefined> | undefined

function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  inspector ??= import('@statelyai/inspect')
    .then(
      ({ createBrowserInspector }) =>
        createBrowserInspector({
          // Replaces the default serialisation: every event passes here last, including the
          // invoked sendMessage actor's input and the xstate.init event, which sanitizeContext misses.
          serialize: (inspectionEvent) => maskInspectionEvent(inspectionEvent),
        }).inspect,
    )
    .catch((error: unknown) => {
      console.warn('The Stately inspector could not be loaded:', error)
      return undefined
    })
  return inspector
}

function devInspectInDevelopment(): DevInspectOptions | undefined {
  if (typeof window === 'undefined') return undefined
  enabled ||= inspectorRequested(window.location.search, import.meta.env.PUBLIC_ENV__XSTATE_INSPECT)
  if (!enabled) return undefined
  // The actor starts before the inspector module has loaded: hold its first events until then.
  let target: Observer<InspectionEvent> | undefined
  let pending: InspectionEvent[] | null = []
  void loadInspector().then((observer) => {
    target = observer
    if (observer) for (const event of pending ?? []) observer.next?.(event)
    pending = null
  })
  return {
    inspect: (event: InspectionEvent) => {
      if (target) target.next?.(event)
      else pending?.push(event)
    },
  }
}

/** Inspection options for createActor / useActorRef in development when asked for, else undefined. */
export const devInspect: () => DevInspectOptions | undefined = import.meta.env.DEV
  ? devInspectInDevelopment
  : () => undefined
