/**
 * Every island the browser can load, by name (island-names.ts): a lazy
 * import each, so an island's code (and React) is fetched only when a page
 * has that island and its trigger fires. Sections whose definition hydrates
 * are found by their folder (src/sections/<type>/<Type>Section.tsx): adding
 * one needs no line here. A section with a browser half of its own in plain
 * DOM (src/sections/<type>/<type>.client.ts, exporting mountIsland) is
 * taken over by it instead, and loads no React (decision 370).
 */
import type { ComponentType } from 'react'
import type { Lang } from '../i18n/languages.js'
import { sectionComponentName, type ShellIslandName } from './island-names.js'

/** Any component: its props arrive as the parsed JSON of the island's data-props. */
type IslandComponent = ComponentType<never>
type IslandModule = () => Promise<IslandComponent>

/** A section's browser half in plain DOM: takes the island's server HTML over, with its props and language. */
type MountIsland = (island: HTMLElement, props: never, lang: Lang) => Promise<void>

/** How an island comes alive: its React component hydrated, or its plain-DOM half mounted. */
export type IslandCode = { kind: 'react'; load: IslandModule } | { kind: 'dom'; load: () => Promise<MountIsland> }

const shellIslands: Record<ShellIslandName, IslandModule> = {
  'contact-form': () => import('../contact/ContactForm.js').then((m) => m.ContactForm),
  'contact-dialog-form': () => import('../contact/DialogContactForm.js').then((m) => m.DialogContactForm),
}

// Lazy (not eager): each section component is a chunk of its own, fetched only on demand.
const sectionModules = import.meta.glob<Record<string, IslandComponent>>('../sections/*/*Section.tsx')
const domModules = import.meta.glob<{ mountIsland: MountIsland }>('../sections/*/*.client.ts')

/** The lazy import of an island by name; undefined for a name no module answers. */
export function islandModule(name: string): IslandCode | undefined {
  if (Object.hasOwn(shellIslands, name)) return { kind: 'react', load: shellIslands[name as ShellIslandName] }
  const type = /^section:([a-z-]+)$/.exec(name)?.[1]
  if (!type) return undefined
  const dom = domModules[`../sections/${type}/${type}.client.ts`]
  if (dom) return { kind: 'dom', load: () => dom().then((m) => m.mountIsland) }
  const component = sectionComponentName(type)
  const load = sectionModules[`../sections/${type}/${component}.tsx`]
  return load && { kind: 'react', load: () => load().then((m) => m[component]!) }
}
