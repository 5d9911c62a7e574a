/**
 * The page's language and its catalogue for React components. Set by the
 * page shell (src/layout/Layout.tsx, from the page view's `lang`) on the
 * server and by each island's root (src/islands/IslandRoot.tsx) in the
 * browser, where the island loader has loaded only that language
 * (src/ui/load-strings.ts). No default: a component rendered outside a
 * provider fails loudly instead of silently speaking Finnish.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { Lang } from '../i18n/languages.js'
import type { Strings } from './catalogue-type.js'

export interface PageStrings {
  lang: Lang
  strings: Strings
}

const StringsContext = createContext<PageStrings | null>(null)

function usePageStrings(): PageStrings {
  const value = useContext(StringsContext)
  if (!value) throw new Error('No StringsProvider: render components inside the page shell or an island root')
  return value
}

/** The page's catalogue. */
export function useStrings(): Strings {
  return usePageStrings().strings
}

/** The page's language. */
export function useLang(): Lang {
  return usePageStrings().lang
}

export function StringsProvider({ value, children }: { value: PageStrings; children?: ReactNode }) {
  return createElement(StringsContext.Provider, { value }, children)
}
