/**
 * src/sections/page-needs.ts: the union of the section types' needs and the two policies made from it.
 * scripts/section-needs.test.ts follows a scratch section's needs into every header that carries them.
 */
import { describe, expect, it } from 'vitest'
import type { SectionNeeds } from './define-section.js'
import { sectionDefinitions } from './definitions.js'
import { PAGE_NEEDS, SectionNeedsError, contentSecurityPolicy, permissionsPolicy, unionOfNeeds } from './page-needs.js'

const YOUTUBE = 'https://www.youtube-nocookie.com'
const VIMEO = 'https://player.vimeo.com'

const video: SectionNeeds = {
  frames: [YOUTUBE, VIMEO],
  features: ['fullscreen', 'picture-in-picture'],
  consent: 'marketing',
}
const map: SectionNeeds = { frames: ['https://www.openstreetmap.org'], features: ['fullscreen'], consent: 'functional' }

describe('the needs of the section types', () => {
  it('every definition that frames another site names a consent category, and the union is theirs', () => {
    for (const { type, needs } of sectionDefinitions)
      if (needs?.frames?.length) expect(needs.consent, `${type} frames without a consent category`).toBeDefined()
    expect(PAGE_NEEDS).toEqual(unionOfNeeds(sectionDefinitions))
  })

  it('frames without a consent category do not compile', () => {
    // @ts-expect-error an embed must say which consent it waits for
    const missing: SectionNeeds = { frames: [YOUTUBE] }
    // @ts-expect-error 'necessary' is not a category a visitor gives
    const necessary: SectionNeeds = { frames: [YOUTUBE], consent: 'necessary' }
    // @ts-expect-error a feature name browsers do not know
    const misspelt: SectionNeeds = { features: ['full-screen'] }
    // @ts-expect-error an origin is https
    const plain: SectionNeeds = { frames: ['http://example.com'], consent: 'marketing' }
    expect([missing, necessary, misspelt, plain]).toHaveLength(4)
  })

  it('joins the needs: origins sorted and once, each feature with the origins of the sections that need it', () => {
    const needs = unionOfNeeds([
      { type: 'video', needs: video },
      { type: 'hero' },
      { type: 'map', needs: map },
      { type: 'lock', needs: { features: ['screen-wake-lock'] } },
    ])
    expect(needs.frames).toEqual([VIMEO, 'https://www.openstreetmap.org', YOUTUBE])
    expect([...needs.features]).toEqual([
      ['fullscreen', [VIMEO, 'https://www.openstreetmap.org', YOUTUBE]],
      ['picture-in-picture', [VIMEO, YOUTUBE]],
      ['screen-wake-lock', []],
    ])
    expect([...needs.consent]).toEqual([
      ['functional', ['https://www.openstreetmap.org']],
      ['marketing', [VIMEO, YOUTUBE]],
    ])
  })

  it('refuses frames without a consent category and anything that is not an https origin', () => {
    const frames = (origin: string, consent?: string) =>
      unionOfNeeds([{ type: 'video', needs: { frames: [origin], consent } as unknown as SectionNeeds }])
    expect(() => frames(YOUTUBE)).toThrow(SectionNeedsError)
    expect(() => frames(YOUTUBE)).toThrow(/"video".*no consent category/)
    for (const origin of [
      'http://www.youtube.com',
      'https://www.youtube.com/',
      'https://www.youtube.com/embed',
      'https://*.youtube.com',
      'https://WWW.youtube.com',
      "https://www.youtube.com; script-src 'unsafe-inline'",
      'www.youtube.com',
    ])
      expect(() => frames(origin, 'marketing'), origin).toThrow(/not an https origin/)
    const feature = { features: ['fullscreen=*'] } as unknown as SectionNeeds
    expect(() => unionOfNeeds([{ type: 'video', needs: feature }])).toThrow(/not a feature name/)
  })
})

describe('the policies', () => {
  const none = unionOfNeeds([])
  const needs = unionOfNeeds([{ type: 'video', needs: video }])

  it('without needs, a CSP is its directives and a Permissions-Policy its denials', () => {
    expect(contentSecurityPolicy({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] }, none)).toBe(
      "default-src 'self'; img-src 'self' data:",
    )
    expect(permissionsPolicy(['camera', 'picture-in-picture'], none)).toBe('camera=(), picture-in-picture=()')
  })

  it('frame-src lists only the frames where the base has none, and extends the base where it has one', () => {
    expect(contentSecurityPolicy({ 'default-src': ["'self'"], 'frame-ancestors': ["'none'"] }, needs)).toBe(
      `default-src 'self'; frame-ancestors 'none'; frame-src ${VIMEO} ${YOUTUBE}`,
    )
    expect(contentSecurityPolicy({ 'frame-src': ["'self'"], 'object-src': ["'none'"] }, needs)).toBe(
      `frame-src 'self' ${VIMEO} ${YOUTUBE}; object-src 'none'`,
    )
  })

  it('a needed feature is allowed to the page and its frames: in place of its denial, or after them', () => {
    expect(permissionsPolicy(['camera', 'picture-in-picture'], needs)).toBe(
      `camera=(), picture-in-picture=(self "${VIMEO}" "${YOUTUBE}"), fullscreen=(self "${VIMEO}" "${YOUTUBE}")`,
    )
    const lock = unionOfNeeds([{ type: 'lock', needs: { features: ['screen-wake-lock'] } }])
    expect(permissionsPolicy(['screen-wake-lock'], lock)).toBe('screen-wake-lock=(self)')
  })
})
