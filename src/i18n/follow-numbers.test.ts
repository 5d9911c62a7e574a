/**
 * Numbers follow their Finnish: a price, range or number changed in the Finnish is
 * carried into each translation that had the same number, written the translation's way; a change of
 * numbers alone leaves the translation current (its "from" advanced); a number the translation lacks
 * is reported, never guessed.
 */
import { describe, expect, it } from 'vitest'
import { followNumbers, followNumbersInFields, writeLike } from './follow-numbers.js'
import { numbersIn } from './facts.js'

describe('followNumbers', () => {
  it('carries a changed range into the translation and advances "from": nothing is stale for a number alone', () => {
    const field = { from: '10 000–20 000 €', text: '10 000–20 000 €' }
    expect(followNumbers(field, '11 500–20 000 €')).toEqual({
      field: { from: '11 500–20 000 €', text: '11 500–20 000 €' },
      carried: true,
      unplaced: [],
    })
  })

  it('a space typed where the Finnish had a no-break space is no change of words', () => {
    const field = { from: '10\u00a0000–20\u00a0000\u00a0€', text: '10\u00a0000–20\u00a0000\u00a0€' }
    expect(followNumbers(field, '11 500–20 000 €').field).toEqual({
      from: '11 500–20 000 €',
      text: '11\u00a0500–20\u00a0000\u00a0€',
    })
  })

  it('carries it inside a sentence of a meta description and a FAQ answer (markup kept)', () => {
    const meta = {
      from: 'Kylpyhuoneremontti avaimet käteen 10 000–20 000 €: vedeneristys ja vähintään 2 vuoden takuu.',
      text: 'Ремонт ванной под ключ 10 000–20 000 €: гидроизоляция и гарантия не менее 2 лет.',
    }
    const now = meta.from.replace('10 000', '11 500')
    const followed = followNumbers(meta, now)
    expect(followed.field).toEqual({ from: now, text: meta.text.replace('10 000', '11 500') })
    const answer = { from: '<p>Noin 12 000 €. Kiinteä hinta.</p>', text: '<p>About <strong>12,000</strong> €.</p>' }
    expect(followNumbers(answer, '<p>Noin 13 500 €. Kiinteä hinta.</p>').field.text).toBe(
      '<p>About <strong>13,500</strong> €.</p>',
    )
  })

  it('writes the number the way the translation writes it', () => {
    expect(writeLike(11500, '11 500', '10,000')).toBe('11,500')
    expect(writeLike(11500, '11 500', '10000')).toBe('11500')
    expect(writeLike(2.5, '2,5', '1.5')).toBe('2.5')
    expect(writeLike(1500, '1 500', '900')).toBe('1 500')
    expect(writeLike(950, '950', '1 200')).toBe('950')
  })

  it('when the words changed too, the numbers are carried but the text stays stale for the translator', () => {
    const field = { from: 'noin 12 000 €', text: 'около 12 000 €' }
    const followed = followNumbers(field, 'alkaen 13 000 €')
    expect(followed.field).toEqual({ from: 'noin 12 000 €', text: 'около 13 000 €' })
    expect(followed.carried).toBe(true)
  })

  it('a number the translation does not have is returned as unplaced, and the text is left alone', () => {
    const field = { from: 'Takuu 2 vuotta.', text: 'Two years of guarantee.' }
    const followed = followNumbers(field, 'Takuu 3 vuotta.')
    expect(followed).toEqual({ field, carried: false, unplaced: ['3'] })
  })

  it('leaves a current text, an untranslated text and unpairable numbers alone', () => {
    const field = { from: '100 €', text: '100 €' }
    expect(followNumbers(field, '100 €').carried).toBe(false)
    expect(followNumbers({ from: '100 €', text: '' }, '200 €').field.text).toBe('')
    // One number became two: which is which is not known.
    expect(followNumbers(field, '100–200 €')).toEqual({ field, carried: false, unplaced: [] })
  })

  it('follows every field of a translation file by its Finnish now', () => {
    const fields = {
      '/title': { from: 'Kylpyhuone', text: 'Bathroom' },
      '/sections/7/pricing/0/price': { from: '10 000–20 000 €', text: '10 000–20 000 €' },
      '/sections/8/items/0/answer': { from: '<p>Takuu 2 vuotta.</p>', text: '<p>Two years.</p>' },
    }
    const finnish = new Map([
      ['/title', 'Kylpyhuone'],
      ['/sections/7/pricing/0/price', '11 500–20 000 €'],
      ['/sections/8/items/0/answer', '<p>Takuu 3 vuotta.</p>'],
    ])
    const out = followNumbersInFields(fields, finnish)
    expect(out.fields['/sections/7/pricing/0/price']).toEqual({ from: '11 500–20 000 €', text: '11 500–20 000 €' })
    expect(out.carried).toEqual(['/sections/7/pricing/0/price'])
    expect(out.unplaced).toEqual([{ pointer: '/sections/8/items/0/answer', numbers: ['3'] }])
  })

  it('numbersIn still reads tokens and markup out of the text', () => {
    expect(numbersIn('<p>{phone} 1 600 €, 1,5 h</p>')).toEqual([1600, 1.5])
  })
})
