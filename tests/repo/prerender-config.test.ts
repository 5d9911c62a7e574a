/**
 * What the prerender is asked to make (decision 318): HTML-only pages with no client router, so Vike
 * serialises no page context for a router that is not there (index.pageContext.json, about 20 KB a
 * page, written and kept in memory until the prerender ends, then deleted by scripts/static-files.ts).
 */
import { describe, expect, it } from 'vitest'
import config from '../../pages/+config.js'

describe('the prerender of HTML-only pages', () => {
  it('runs no client hook and no client router, so no page context is serialised for the browser', () => {
    expect(config.clientHooks).toBe(false)
    expect(config.clientRouting).toBe(false)
  })
})
