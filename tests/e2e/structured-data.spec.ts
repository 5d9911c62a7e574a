import { readFileSync } from 'node:fs'
import { test, expect } from '@playwright/test'
import { prerenderedPages } from './prerendered-routes.js'
import { jsonLdOfHtml, jsonLdProblems } from '../support/json-ld-rules.js'

/** Every prerendered page's JSON-LD, as a search engine reads the HTML file (no browser needed). */
const pages = prerenderedPages()

test('there are prerendered pages to check (npm run build first)', () => {
  expect(pages.length).toBeGreaterThan(30)
})

for (const { file, route } of pages) {
  test(`JSON-LD of ${route} passes Google's rules`, () => {
    const items = jsonLdOfHtml(readFileSync(file, 'utf8'))
    expect(items.length).toBeGreaterThan(0)
    expect(jsonLdProblems(items)).toEqual([])
  })
}
