/**
 * The heavy half of the island loader, imported when the first island of a
 * page is triggered: React, ReactDOM and the island's own module, one
 * hydrateRoot per island (its own identifierPrefix, inside startTransition),
 * then the visitor's typing, choices and held click or submit handed over.
 * An island with a plain-DOM browser half (the calculator, decision 370) is
 * mounted by it instead: no React; it reads the form as the visitor left it.
 */
import type { ComponentType } from 'react'
import { ISLAND_ATTR, ISLAND_PRELOAD_ATTR } from './hydration.js'
import { islandModule } from './island-modules.js'
import { isLang } from '../i18n/languages.js'
import { loadStrings } from '../ui/load-strings.js'

/** What the loader held while the island was not interactive yet. */
export type HeldInteraction =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * Text typed before hydration, handed to React: React keeps the DOM's text
 * but not its own state, so it would wipe it on the next render. Setting the
 * value through the element (which React tracks) and then through the native
 * setter (which it does not) makes the input event below a change for React.
 */
function handTypedTextToReact(typed: Map<Field, string>) {
  for (const [field, value] of typed) {
    if (value === field.defaultValue || !field.isConnected) continue
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/**
 * Radio buttons and checkboxes changed before hydration, handed to React the
 * same way: React tracks `checked` and would put its own state back on the
 * next render. Each changed box is set back to its prerendered state through
 * the element (so React's tracker agrees), then clicked: a real activation,
 * which React reads as the visitor's change.
 */
function handChoicesToReact(boxes: HTMLInputElement[]) {
  const changed = boxes.filter((box) => box.isConnected && box.checked !== box.defaultChecked)
  const toClick = changed.filter((box) => box.type === 'checkbox' || box.checked)
  for (const box of changed) box.checked = box.defaultChecked
  for (const box of toClick) box.click()
}

/** Marks a click the loader replays, for the length of its dispatch: analytics counted the visitor's own click already. */
const REPLAY_ATTR = 'data-island-replay'

function replay(held: HeldInteraction | undefined) {
  if (held?.kind === 'click' && held.target.isConnected) {
    held.target.setAttribute(REPLAY_ATTR, '')
    try {
      held.target.click()
    } finally {
      held.target.removeAttribute(REPLAY_ATTR)
    }
  }
  if (held?.kind === 'submit' && held.form.isConnected)
    held.form.requestSubmit(held.submitter instanceof HTMLButtonElement ? held.submitter : null)
}

/** The island's language (data-lang), Finnish when it has none the site knows. */
function langOf(island: HTMLElement) {
  const attr = island.getAttribute(ISLAND_ATTR.lang)
  return isLang(attr) ? attr : 'fi'
}

/**
 * React, ReactDOM, the island's component and the catalogue of its language (data-lang; one chunk per
 * language): fetched (and cached by the browser) together, without running anything.
 */
function loadReactIsland(island: HTMLElement, load: () => Promise<ComponentType<never>>) {
  const lang = langOf(island)
  const strings = loadStrings(lang).then((catalogue) => ({ lang, strings: catalogue }))
  return Promise.all([load(), import('react-dom/client'), import('react'), import('./IslandRoot.js'), strings])
}

/**
 * Every file the island's hydration imports, asked for at once (the build lists them in data-preload):
 * without this, each import level of its chunks waits one round trip for the level before.
 */
function preloadIslandFiles(island: HTMLElement) {
  for (const href of island.getAttribute(ISLAND_PRELOAD_ATTR)?.split(' ').filter(Boolean) ?? []) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

/** Hydrates one island (or mounts its plain-DOM half); `takeHeld` returns (and forgets) what the visitor did meanwhile. */
export async function hydrate(island: HTMLElement, takeHeld: () => HeldInteraction | undefined): Promise<void> {
  preloadIslandFiles(island)
  const name = island.getAttribute(ISLAND_ATTR.name) ?? ''
  const code = islandModule(name)
  if (!code) throw new Error(`Unknown island "${name}"`)
  const props = () => JSON.parse(island.getAttribute(ISLAND_ATTR.props) ?? '{}') as never
  if (code.kind === 'dom') {
    const mount = await code.load()
    await mount(island, props(), langOf(island))
  } else await hydrateReact(island, code.load, props())
  island.setAttribute(ISLAND_ATTR.hydrated, '')
  island.removeAttribute(ISLAND_ATTR.working)
  replay(takeHeld())
}

/** hydrateRoot on the island's server HTML, then what the visitor typed and chose meanwhile handed to React. */
async function hydrateReact(island: HTMLElement, load: () => Promise<ComponentType<never>>, props: never) {
  const [Component, { hydrateRoot }, { createElement, startTransition }, { IslandRoot }, strings] =
    await loadReactIsland(island, load)
  const fields = island.querySelectorAll<Field>('input:not([type=checkbox]):not([type=radio]), textarea')
  const typed = new Map([...fields].map((field) => [field, field.value] as const))
  const boxes = [...island.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')]
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        island,
        createElement(IslandRoot, { strings, onHydrated: resolve }, createElement(Component, props)),
        {
          identifierPrefix: island.getAttribute(ISLAND_ATTR.prefix) ?? undefined,
        },
      )
    })
  })
  handChoicesToReact(boxes)
  handTypedTextToReact(typed)
}
