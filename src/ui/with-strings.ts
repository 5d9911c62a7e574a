/**
 * A React tree with a language's catalogue provided: for renders outside the
 * page shell (the studio's preview, tests). Server side only (it imports every catalogue).
 */
import { createElement, type ReactNode } from 'react'
import type { Lang } from '../i18n/languages.js'
import { StringsProvider } from './strings-context.js'
import { stringsFor } from './strings.js'

export function withStrings(node: ReactNode, lang: Lang = 'fi'): ReactNode {
  return createElement(StringsProvider, { value: { lang, strings: stringsFor(lang) } }, node)
}
