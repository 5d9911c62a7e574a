/**
 * No Finnish left on a translated page. Over the build: every blog article is published
 * in every language with its texts, title and structured data in it, the blog lists show no Finnish teaser;
 * the work-example categories are named and addressed in the page's language (filter, badges, title, meta
 * description, ItemList). (A quote in another language, the customers' reviews, carries lang: its
 * section's unit test, since the content has no reviews yet.)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { TARGET_LANGS } from '../../src/i18n/languages.js'
import { parseFrontMatter } from '../../src/runtime/front-matter.js'
import { alternatesIn, prerenderedPages } from './prerendered-routes.js'

const pages = new Map(prerenderedPages().map((p) => [p.route, readFileSync(p.file, 'utf8')]))
const html = (route: string) => pages.get(route) ?? ''
const mainOf = (page: string) => /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? ''
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')

const articles = ['lattian-tasoitus', 'saunan-remontti', 'seinien-halkeamien-korjaus'].map((slug) => {
  const { data, body } = parseFrontMatter(readFileSync(path.resolve(`pages-data/blog/${slug}.md`), 'utf8'))
  return {
    route: `/blogi/${slug}`,
    title: (data as { title: string }).title,
    firstParagraph: body.trim().split('\n')[0]!,
  }
})

test('every blog article is published in every language, its texts, title and structured data in it', () => {
  for (const article of articles) {
    const versions = alternatesIn(html(article.route))
    for (const lang of TARGET_LANGS) {
      const route = versions.get(lang)
      expect(route, `${article.route} in ${lang}`).toBeTruthy()
      const page = html(route!)
      expect(page).toMatch(new RegExp(`<html lang="${lang}"`))
      const title = decode(/<title>([^<]*)<\/title>/.exec(page)![1]!)
      expect(title).not.toContain(article.title)
      const main = decode(mainOf(page))
      expect(main).not.toContain(article.firstParagraph.slice(0, 60))
      const posting = jsonLd(page).find((j) => j['@type'] === 'BlogPosting')!
      expect(posting.inLanguage).toBe(lang)
      expect(String(posting.headline)).not.toBe(article.title)
    }
  }
})

test('a translated blog list and home page carry no Finnish teaser', () => {
  const blog = alternatesIn(html('/blogi'))
  for (const lang of TARGET_LANGS) {
    for (const route of [blog.get(lang)!, `/${lang}`]) {
      const main = decode(mainOf(html(route)))
      expect(main, route).not.toContain('lang="fi"><a')
      for (const article of articles) expect(main, route).not.toContain(article.title)
    }
  }
})

test('work-example categories are named and addressed in the page language: filter, badges, title, description, ItemList', () => {
  const finnishNames = ['Sisäremontit', 'Kylpyhuoneet ja saunat', 'Purkutyöt', 'Piha- ja ulkotyöt', 'Katot', 'Lumityöt']
  const finnishSlugs = ['kylpyhuoneet-ja-saunat', 'piha-ja-ulkotyot', 'sisaremontit']
  const examples = alternatesIn(html('/esimerkit'))
  const category = alternatesIn(html('/esimerkit/katot'))
  for (const lang of TARGET_LANGS) {
    for (const route of [examples.get(lang)!, category.get(lang)!]) {
      const page = decode(html(route))
      for (const name of finnishNames) expect(page, `${route}: ${name}`).not.toMatch(new RegExp(`[>"]${name}[<"]`))
      for (const slug of finnishSlugs) expect(page, `${route}: ${slug}`).not.toContain(`/${slug}`)
      const list = jsonLd(page).find((j) => j['@type'] === 'ItemList')
      if (list) expect(JSON.stringify(list)).not.toMatch(/\/esimerkit[#"]/)
    }
    const head = decode(html(category.get(lang)!))
    const title = /<title>([^<]*)<\/title>/.exec(head)![1]!
    const description = /<meta name="description" content="([^"]*)"/.exec(head)![1]!
    expect(title).not.toMatch(/^Katot /)
    expect(description).not.toMatch(/^Katot:/)
  }
})
