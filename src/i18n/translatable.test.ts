/** A Markdown body's blocks (translatable.ts): found once per body text, as every build translates every article. */
import { marked } from 'marked'
import { describe, expect, it, vi } from 'vitest'
import { translatedBody } from './translatable.js'

describe('translatedBody', () => {
  it('puts each translated block in place of its Finnish, the untranslated ones as they are', () => {
    const body = '# Otsikko\n\nEnsimmäinen kappale.\n\n- yksi\n\n- kaksi\n'
    expect(translatedBody(body, { '/body/0': { text: '# Heading' }, '/body/2': { text: '- one\n\n- two' } })).toBe(
      '# Heading\n\nEnsimmäinen kappale.\n\n- one\n\n- two\n',
    )
  })

  it('lexes a body once however many builds and languages translate it', () => {
    const lexer = vi.spyOn(marked, 'lexer')
    const body = 'Kappale, jota ei ole luettu ennen.\n\nToinen kappale.\n'
    for (const text of ['One', 'Один', 'Один']) translatedBody(body, { '/body/0': { text } })
    expect(lexer.mock.calls.filter(([src]) => src === body)).toHaveLength(1)
    lexer.mockRestore()
  })
})
