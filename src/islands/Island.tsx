/**
 * The server half of an island: the component rendered to HTML on its own
 * (with its own identifierPrefix, so useId values match when the browser
 * hydrates it alone), wrapped in <site-island> with its name, trigger and
 * serialized props and its language (data-lang). The browser half is src/islands/loader.ts.
 */
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { ISLAND_ATTR, ISLAND_TAG, type Hydration } from './hydration.js'
import type { IslandName } from './island-names.js'
import { IslandRoot } from './IslandRoot.js'
import { useLang, useStrings } from '../ui/strings-context.js'

interface IslandProps<P extends object> {
  /** Key of the lazy import in island-modules.ts that the browser loads. */
  name: IslandName
  /** Unique on the page: the DOM id of the island and its useId prefix. */
  id: string
  when: Exclude<Hydration, 'none'>
  component: ComponentType<P>
  /** Everything the island needs: JSON-serialisable, no functions, no page context. */
  props: P
}

export function Island<P extends object>({ name, id, when, component, props }: IslandProps<P>) {
  const prefix = `${id}-`
  const lang = useLang()
  const strings = { lang, strings: useStrings() }
  const html = renderToString(createElement(IslandRoot, { strings }, createElement(component, props)), {
    identifierPrefix: prefix,
  })
  return createElement(ISLAND_TAG, {
    id,
    'data-island': name,
    'data-when': when,
    'data-prefix': prefix,
    // The browser loads this language's catalogue, and no other, before hydrating (src/islands/hydrate-island.ts).
    [ISLAND_ATTR.lang]: lang,
    'data-props': JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: html },
  })
}
