/**
 * How a part of a page comes alive in the browser. Shared by the server half
 * (Island.tsx, section definitions) and the browser loader; no React, no DOM.
 *
 * - none: static HTML, no JavaScript at all (the default)
 * - visible: hydrates when it is near the viewport or the browser is idle,
 *   whichever is first, after the page's load event (its code at low priority,
 *   there before a first tap: the calculator)
 * - idle: hydrates when the browser is idle after load
 * - interaction: hydrates on the first sign of intent (pointer over, focus,
 *   touch) on the island or on an element that names it in data-island-intent
 */
export type Hydration = 'none' | 'visible' | 'idle' | 'interaction'

/** The custom element that wraps an island's server HTML (display: contents). */
export const ISLAND_TAG = 'site-island'

/**
 * Written by the build (scripts/island-preloads.ts): the files the island's hydration imports, asked
 * for at once by hydrate-island.ts. Not in ISLAND_ATTR, so the page script does not carry it.
 */
export const ISLAND_PRELOAD_ATTR = 'data-preload'

/** Attributes of the island element. */
export const ISLAND_ATTR = {
  name: 'data-island',
  when: 'data-when',
  props: 'data-props',
  prefix: 'data-prefix',
  /** The page's language: the loader fetches its catalogue only (src/ui/load-strings.ts). */
  lang: 'data-lang',
  /** Set by the loader once the island's code owns it (React hydrated, or its plain-DOM half mounted); tests and styles may wait for it; <html> has data-shell-ready. */
  hydrated: 'data-hydrated',
  /** Set by the loader while a control changed before hydration waits for the island's code (a working state); removed once that code has the change. */
  working: 'data-working',
  /** On an opener outside the island: intent on it starts loading the island with this id. */
  intent: 'data-island-intent',
} as const
