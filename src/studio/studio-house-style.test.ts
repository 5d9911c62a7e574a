/**
 * The house style's findings reach the studio the way the validator's others do (issue 47, decision 400):
 * a translated text that breaks its language's style is a warning at its field, in Finnish, with the fix,
 * and its place in the words of the Finnish page.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { createWorkspace } from './workspace.js'

const CATEGORY = 'pages-data/translations/uk/example-categories/piha-ja-ulkotyot.json'

describe('the house style in the studio', () => {
  it("shows a Ukrainian straight apostrophe at its field, in Finnish, with the fix (the category's name of today)", async () => {
    const workspace = createWorkspace(path.join(REPO_ROOT, 'pages-data'), async () => null)
    const text = workspace.read(CATEGORY)!
    const answer = await workspace.check(CATEGORY, text.replace('Подвір’я', "Подвір'я"))
    expect(answer.saveable).toBe(true)
    const style = answer.diagnostics.filter((d) => d.code === 'apostrophe')
    expect(style).toEqual([
      expect.objectContaining({
        severity: 'warning',
        pointer: '/fields/~1name/text',
        place: 'Käännetyt tekstit › Luokan nimi',
        message: "”'” ei ole tyylin heittomerkki (ukraina): kaikkialla sama merkki.",
        suggestion: 'Kirjoita ”’” (docs/style/uk.md).',
      }),
    ])
    const clean = await workspace.check(CATEGORY, text)
    expect(clean.diagnostics.filter((d) => d.code === 'apostrophe')).toEqual([])
  })
})
