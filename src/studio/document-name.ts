/**
 * A document as the author names it (issue 45): its kind and title, "Palvelu: Keittiöremontti",
 * never its file. A translation's title already says what it is ("Käännös (venäjä): Keittiöremontti").
 * Pure: the publish list, the changes view and the history share it.
 */
import { STUDIO_UI } from './strings.fi.js'
import type { DocumentEntry } from './studio-api.js'

export function documentName(entry: Pick<DocumentEntry, 'kind' | 'title'>): string {
  const kind = STUDIO_UI.publish.kinds[entry.kind]
  // One of its kind ("Navigaatio", "Yrityksen tiedot") is named once.
  return kind && kind !== entry.title ? `${kind}: ${entry.title}` : entry.title
}
