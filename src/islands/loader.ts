/**
 * The browser half of islands: finds every <site-island> and hydrates each on
 * its own trigger (visible, idle, interaction), loading React and the island's
 * code only then. Each island is its own React root (hydrateRoot with its own
 * identifierPrefix, inside startTransition). A click or submit that lands on
 * an island before it has hydrated is held and replayed afterwards, and text
 * typed into its fields before hydration is handed to React, so a visitor's
 * first interaction is never lost.
 */
import { ISLAND_ATTR, ISLAND_TAG } from './hydration.js'
import { islandModule } from './island-modules.js'

type Pending = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }

const started = new WeakMap<Element, Promise<void>>()
const pending = new WeakMap<Element, Pending>()

function islandOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>(ISLAND_TAG) : null
}

function isHydrated(island: Element): boolean {
  return island.hasAttribute(ISLAND_ATTR.hydrated)
}

/** Values of the island's fields as the server rendered them, to tell later what the visitor typed. */
function fieldValues(island: Element): Map<HTMLInputElement | HTMLTextAreaElement, string> {
  const values = new Map<HTMLInputElement | HTMLTextAreaElement, string>()
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]):not([type=radio]), textarea')) {
    values.set(field, field.defaultValue)
  }
  return values
}

/**
 * Text typed before hydration, handed to React: React keeps the DOM's text
 * but not its own state, so it would wipe it on the next render. Setting the
 * value through the element (which React tracks) and then through the native
 * setter (which it does not) makes the input event below a change for React.
 */
function handTypedTextToReact(before: Map<HTMLInputElement | HTMLTextAreaElement, string>, typed: Map<HTMLInputElement | HTMLTextAreaElement, string>) {
  for (const [field, value] of typed) {
    if (value === before.get(field) || !field.isConnected) continue
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    field.value = before.get(field) ?? ''
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

export function hydrateIsland(island: HTMLElement): Promise<void> {
  const existing = started.get(island)
  if (existing) return existing
  const run = (async () => {
    const name = island.getAttribute(ISLAND_ATTR.name) ?? ''
    const load = islandModule(name)
    if (!load) throw new Error(`Unknown island "${name}"`)
    const before = fieldValues(island)
    const [Component, { hydrateRoot }, { createElement, startTransition }, { IslandRoot }] = await Promise.all([
      load(),
      import('react-dom/client'),
      import('react'),
      import('./IslandRoot.js'),
    ])
    const props = JSON.parse(island.getAttribute(ISLAND_ATTR.props) ?? '{}') as never
    const typed = new Map([...before.keys()].map((field) => [field, field.value] as const))
    await new Promise<void>((resolve) => {
      const onHydrated = () => resolve()
      startTransition(() => {
        hydrateRoot(island, createElement(IslandRoot, { onHydrated }, createElement(Component, props)), {
          identifierPrefix: island.getAttribute(ISLAND_ATTR.prefix) ?? undefined,
        })
      })
    })
    island.setAttribute(ISLAND_ATTR.hydrated, '')
    handTypedTextToReact(before, typed)
    const held = pending.get(island)
    pending.delete(island)
    if (held?.kind === 'click' && held.target.isConnected) held.target.click()
    if (held?.kind === 'submit' && held.form.isConnected) held.form.requestSubmit(held.submitter instanceof HTMLButtonElement ? held.submitter : null)
  })()
  started.set(island, run)
  run.catch((error: unknown) => console.error('[islands]', error))
  return run
}

/** Holds the first click or submit on an island that is not interactive yet, and starts it. */
function holdUntilHydrated(event: Event) {
  const island = islandOf(event.target)
  if (!island || isHydrated(island)) return
  const target = event.target as HTMLElement
  if (event.type === 'click') {
    // Links and native controls work on their own; only buttons need React.
    const control = target.closest<HTMLElement>('button, [role=button]')
    if (!control || control.matches('[type=submit]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    pending.set(island, { kind: 'click', target: control })
  } else {
    event.preventDefault()
    event.stopImmediatePropagation()
    pending.set(island, { kind: 'submit', form: target as HTMLFormElement, submitter: (event as SubmitEvent).submitter })
  }
  void hydrateIsland(island)
}

function onIntent(event: Event) {
  const target = event.target instanceof Element ? event.target : null
  if (!target) return
  const opener = target.closest<HTMLElement>(`[${ISLAND_ATTR.intent}]`)
  const named = opener ? document.getElementById(opener.getAttribute(ISLAND_ATTR.intent) ?? '') : null
  for (const island of [islandOf(target), named]) {
    if (island && island.getAttribute(ISLAND_ATTR.when) === 'interaction') void hydrateIsland(island)
  }
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

/** Wires every island of the page to its trigger. */
export function startIslands(root: ParentNode = document): void {
  const islands = [...root.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  if (islands.length === 0) return
  document.addEventListener('click', holdUntilHydrated, true)
  document.addEventListener('submit', holdUntilHydrated, true)
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { capture: true, passive: true })
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        visible.unobserve(entry.target)
        const island = islandOf(entry.target)
        if (island) void hydrateIsland(island)
      }
    },
    { rootMargin: '200px' },
  )
  for (const island of islands) {
    const when = island.getAttribute(ISLAND_ATTR.when)
    if (when === 'visible') {
      // display: contents has no box of its own: observe its first element.
      const box = island.firstElementChild
      if (box) visible.observe(box)
      else void hydrateIsland(island)
    } else if (when === 'idle') whenIdle(() => void hydrateIsland(island))
  }
}
