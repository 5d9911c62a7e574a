/**
 * Every island the browser can load, by name (island-names.ts): a lazy
 * import each, so an island's code (and React) is fetched only when a page
 * has that island and its trigger fires. Sections whose definition hydrates
 * are found by their folder (src/sections/<type>/<Type>Section.tsx): adding
 * one needs no line here.
 */
import type { ComponentType } from 'react'
import { sectionComponentName, type ShellIslandName } from './island-names.js'

/** Any component: its props arrive as the parsed JSON of the island's data-props. */
type IslandComponent = ComponentType<never>
type IslandModule = () => Promise<IslandComponent>

const shellIslands: Record<ShellIslandName, IslandModule> = {
  'contact-form': () => import('../contact/ContactForm.js').then((m) => m.ContactForm),
  'contact-dialog-form': () => import('../contact/DialogContactForm.js').then((m) => m.DialogContactForm),
}

// Lazy (not eager): each section component is a chunk of its own, fetched only on demand.
const sectionModules = import.meta.glob<Record<string, IslandComponent>>('../sections/*/*Section.tsx')

/** The lazy import of an island by name; undefined for a name no module answers. */
export function islandModule(name: string): IslandModule | undefined {
  if (Object.hasOwn(shellIslands, name)) return shellIslands[name as ShellIslandName]
  const type = /^section:([a-z-]+)$/.exec(name)?.[1]
  if (!type) return undefined
  const component = sectionComponentName(type)
  const load = sectionModules[`../sections/${type}/${component}.tsx`]
  return load && (() => load().then((m) => m[component]!))
}
