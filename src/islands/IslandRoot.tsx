import { createElement, useEffect, type ReactNode } from 'react'
import { StringsProvider, type PageStrings } from '../ui/strings-context.js'

/**
 * The root of every island, on the server and in the browser alike (so the
 * trees, and with them the useId values, are the same). It gives the island
 * its page's language and catalogue (on the server the page's, in the browser
 * the one chunk src/ui/load-strings.ts loaded for the island's data-lang). In
 * the browser it reports when React has hydrated the island.
 */
export function IslandRoot({
  strings,
  children,
  onHydrated,
}: {
  strings: PageStrings
  children?: ReactNode
  onHydrated?: () => void
}) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return createElement(StringsProvider, { value: strings }, children)
}
