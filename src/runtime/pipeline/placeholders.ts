/**
 * Pass, placeholders (warnings): text that `npm run new` writes for the author
 * to replace. Every placeholder the scaffold writes starts with PLACEHOLDER, so
 * one search finds them all, in JSON strings and in a Markdown body.
 */
import { ENGINE } from '../engine-diagnostics.js'
import { walkStrings } from '../tokens.js'
import type { ContentPass } from './context.js'
import { reportKept } from './kept-findings.js'

/** The words every scaffold placeholder starts with ("write here"); content data, not UI text. */
export const PLACEHOLDER = 'Kirjoita tähän'
const PATTERN = new RegExp(PLACEHOLDER, 'gi')

/** The placeholder text at index: up to the end of its sentence or line, at most 60 characters. */
function excerpt(text: string, index: number): string {
  const rest = text.slice(index)
  const end = rest.search(/[.\n<]/)
  return (end < 0 ? rest : rest.slice(0, end)).slice(0, 60)
}

export const placeholdersPass: ContentPass = {
  name: 'placeholders',
  run(ctx) {
    for (const doc of ctx.documents) {
      reportKept(ctx, [doc.data], 'placeholders', doc.file, () =>
        walkStrings(doc.data, (text, pointer) => {
          const m = PATTERN.exec(text)
          PATTERN.lastIndex = 0
          if (m) ctx.report(ENGINE.placeholderText, doc, { pointer, index: m.index }, { text: excerpt(text, m.index) })
        }),
      )
      for (const m of doc.body?.matchAll(PATTERN) ?? []) {
        ctx.report(
          ENGINE.placeholderText,
          doc,
          { pointer: '', bodyIndex: m.index },
          { text: excerpt(doc.body!, m.index) },
        )
      }
    }
  },
}
