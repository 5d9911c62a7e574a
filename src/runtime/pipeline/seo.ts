/**
 * Pass, seo (warnings): a title longer than 60 characters, a meta description outside 50-160 (a page without
 * one is described by its card text, `description`: page-view.ts), tokens replaced.
 */
import { ENGINE } from '../engine-diagnostics.js'
import { interpolate } from '../tokens.js'
import type { ContentPass } from './context.js'

export const seoPass: ContentPass = {
  name: 'seo',
  run(ctx) {
    for (const doc of ctx.routed()) {
      const data = doc.data as { title: string; metaDescription?: string; description?: string }
      const title = interpolate(data.title, ctx.tokens)
      if (title.length > 60) ctx.report(ENGINE.titleTooLong, doc, '/title', { length: title.length })
      const [field, text] =
        data.metaDescription !== undefined
          ? ['/metaDescription', data.metaDescription]
          : ['/description', data.description ?? '']
      const len = interpolate(text, ctx.tokens).length
      if (len < 50 || len > 160) ctx.report(ENGINE.metaDescriptionLength, doc, field, { length: len })
    }
  },
}
