/**
 * The browser half of islands, on every page: finds every <site-island> and
 * wires its trigger (visible, idle, interaction). When one fires, the heavy
 * half (hydrate-island.ts: the island's code, with React for a component island) is imported. A click
 * on a button or a form submit inside an island that is not interactive yet is
 * held and replayed once it is, so a visitor's first interaction is never
 * lost; links and native controls work on their own meanwhile, and a control
 * changed meanwhile marks the island working (data-working, until its code has
 * taken the change over) and starts it at once.
 */
import type { HeldInteraction } from './hydrate-island.js'
import { ISLAND_ATTR, ISLAND_TAG } from './hydration.js'

const started = new WeakMap<Element, Promise<void>>()
const held = new WeakMap<Element, HeldInteraction>()

const islandOf = (node: EventTarget | null): HTMLElement | null =>
  node instanceof Element ? node.closest<HTMLElement>(ISLAND_TAG) : null

function hydrateIsland(island: HTMLElement): Promise<void> {
  let run = started.get(island)
  if (!run) {
    run = import('./hydrate-island.js').then(({ hydrate }) =>
      hydrate(island, () => {
        const interaction = held.get(island)
        held.delete(island)
        return interaction
      }),
    )
    run.catch((error: unknown) => console.error('[islands]', error))
    started.set(island, run)
  }
  return run
}

/** Holds the first click or submit on an island that is not interactive yet, and starts it. */
function holdUntilHydrated(event: Event) {
  const island = islandOf(event.target)
  if (!island || island.hasAttribute(ISLAND_ATTR.hydrated)) return
  if (event.type === 'click') {
    const control = (event.target as Element).closest<HTMLElement>('button, [role=button]')
    if (!control || control.matches('[type=submit]')) return
    held.set(island, { kind: 'click', target: control })
  } else {
    held.set(island, {
      kind: 'submit',
      form: event.target as HTMLFormElement,
      submitter: (event as SubmitEvent).submitter,
    })
  }
  event.preventDefault()
  event.stopImmediatePropagation()
  void hydrateIsland(island)
}

/** A choice made or text typed in an island that is not interactive yet: shown as working, and its code fetched now. */
function onEarlyInput(event: Event) {
  const island = islandOf(event.target)
  if (!island || island.hasAttribute(ISLAND_ATTR.hydrated)) return
  island.setAttribute(ISLAND_ATTR.working, '')
  void hydrateIsland(island)
}

/** Pointer over, focus or touch on an island (any trigger), or on an opener naming it in data-island-intent. */
function onIntent(event: Event) {
  const target = event.target instanceof Element ? event.target : null
  const opener = target?.closest(`[${ISLAND_ATTR.intent}]`)
  for (const island of [
    islandOf(target),
    opener && document.getElementById(opener.getAttribute(ISLAND_ATTR.intent)!),
  ]) {
    if (island) void hydrateIsland(island)
  }
}

/** Runs once the page has loaded (its HTML, styles and images first: an island's code is fetched at low priority). */
const afterLoad = (run: () => void) =>
  document.readyState === 'complete' ? run() : addEventListener('load', run, { once: true })

/** Wires every island of the page to its trigger. */
export function startIslands(): void {
  const islands = document.querySelectorAll<HTMLElement>(ISLAND_TAG)
  if (!islands.length) return
  document.addEventListener('click', holdUntilHydrated, true)
  document.addEventListener('submit', holdUntilHydrated, true)
  document.addEventListener('input', onEarlyInput, true)
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, onIntent, { capture: true, passive: true })
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        visible.unobserve(entry.target)
        void hydrateIsland(islandOf(entry.target)!)
      }
    },
    { rootMargin: '200px' },
  )
  for (const island of islands) {
    const when = island.getAttribute(ISLAND_ATTR.when)
    if (when === 'interaction') continue
    const run = () => void hydrateIsland(island)
    afterLoad(() => {
      // display: contents has no box of its own: its first element is observed. On screen or idle, whichever is first.
      if (when === 'visible' && island.firstElementChild) visible.observe(island.firstElementChild)
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 })
      else setTimeout(run, 200)
    })
  }
}
