/**
 * Every island the browser can load, by name: a lazy import each, so an
 * island's code (and React) is fetched only when a page has that island and
 * its trigger fires. The server half names an island with the same key.
 */
import type { ComponentType } from 'react'

/** Any component: its props arrive as the parsed JSON of the island's data-props. */
type IslandModule = () => Promise<ComponentType<never>>

export const islandModules = {
  'contact-form': () => import('../contact/ContactForm.js').then((m) => m.ContactForm),
  'contact-dialog-form': () => import('../contact/DialogContactForm.js').then((m) => m.DialogContactForm),
} satisfies Record<string, IslandModule>

export type IslandName = keyof typeof islandModules
