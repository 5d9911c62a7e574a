/** Pass, sections: on each page, section ids are unique and section titles (tokens replaced) are unique. */
import { ENGINE } from '../engine-diagnostics.js'
import type { Page } from '../content-types.generated.js'
import { interpolate } from '../tokens.js'
import type { ContentPass } from './context.js'

export const sectionsPass: ContentPass = {
  name: 'sections',
  run(ctx) {
    for (const doc of ctx.routed()) {
      if (doc.kind === 'blogPost') continue
      const ids = new Set<string>()
      const titles = new Set<string>()
      ;(doc.data as Page).sections.forEach((s, i) => {
        if (ids.has(s.id)) ctx.report(ENGINE.duplicateSectionId, doc, `/sections/${i}/id`, { id: s.id })
        ids.add(s.id)
        const title = 'title' in s && typeof s.title === 'string' ? interpolate(s.title, ctx.tokens) : undefined
        if (title && titles.has(title)) ctx.report(ENGINE.duplicateSectionTitle, doc, `/sections/${i}/title`, { title })
        if (title) titles.add(title)
      })
    }
  },
}
