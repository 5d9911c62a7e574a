/**
 * The footer's company facts in each language (decision 401): the credit's words are the
 * visitor's language and its link goes to the credited site (never a page in another language), and no
 * language shows a Finnish example-data parenthesis such as "Remonttiapu Oy (esimerkkinimi)": the
 * example data is said by the footer's notice in the visitor's language, and refused by a release build.
 */
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../content-passes.js'
import { TARGET_LANGS } from '../i18n/languages.js'
import { buildContent } from '../runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../runtime/content-source.node.js'
import { stringsFor } from '../ui/strings.js'

const { content } = buildContent(readContentFiles(), readSchemas(REPO_ROOT), {
  ...publicFileChecks(REPO_ROOT),
  passes: sitePasses(),
})

describe('the footer facts in each language', () => {
  it('credit the site in the visitor language, linking to the credited site', () => {
    const finnish = content!.site
    for (const lang of TARGET_LANGS) {
      const site = content!.languages[lang]!.site
      expect(site.credit?.label, lang).not.toBe(finnish.credit?.label)
      expect(site.credit?.href, lang).toMatch(/^https:\/\//)
    }
  })

  it('show no Finnish parenthesis of example data in any language; the notice says it instead', () => {
    for (const site of [content!.site, ...TARGET_LANGS.map((l) => content!.languages[l]!.site)]) {
      expect(site.legalName).not.toMatch(/\(|esimerk/i)
      expect(site.placeholder).toBe(true)
    }
    for (const lang of TARGET_LANGS) expect(stringsFor(lang).UI.footer.placeholderNotice).not.toMatch(/esimerk/i)
  })
})
