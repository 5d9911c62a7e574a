/** A translation's keys follow the Finnish sections when they move (src/i18n/follow-sections.ts, decision 224). */
import { describe, expect, it } from 'vitest'
import { followSections, sectionMoves } from './follow-sections.js'

const page = (...ids: string[]) => ({ title: 'Sivu', sections: ids.map((id) => ({ id, type: 'content' })) })

describe('sectionMoves', () => {
  it('is null when no section moved, or when sections cannot be told apart', () => {
    expect(sectionMoves(page('a', 'b'), page('a', 'b'))).toBeNull()
    expect(sectionMoves(page('a', 'b'), page('a', 'b', 'c'))).toBeNull()
    expect(sectionMoves(page('a', 'a'), page('a', 'a'))).toBeNull()
    expect(sectionMoves({ title: 'x' }, page('a'))).toBeNull()
    expect(sectionMoves(page('a', 'b'), { sections: [{ type: 'hero' }, { id: 'a' }] })).toBeNull()
  })

  it('gives each old place its new one, null for a removed section', () => {
    expect([...sectionMoves(page('a', 'b', 'c'), page('c', 'a', 'b'))!]).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ])
    expect([...sectionMoves(page('a', 'b', 'c'), page('a', 'c'))!]).toEqual([
      [0, 0],
      [1, null],
      [2, 1],
    ])
  })
})

describe('followSections', () => {
  it('moves section keys, drops a removed section, keeps the other keys and the order', () => {
    const fields = {
      '/title': { text: 'Title' },
      '/sections/0/title': { text: 'A' },
      '/sections/1/items/0/question': { text: 'B?' },
      '/sections/2/content': { text: 'C' },
      '/sections/10/title': { text: 'past the end' },
    }
    const moves = sectionMoves(page('a', 'b', 'c'), page('c', 'a'))!
    expect(followSections(fields, moves)).toEqual({
      '/title': { text: 'Title' },
      '/sections/1/title': { text: 'A' },
      '/sections/0/content': { text: 'C' },
      '/sections/10/title': { text: 'past the end' },
    })
    expect(Object.keys(followSections(fields, moves))).toEqual([
      '/title',
      '/sections/1/title',
      '/sections/0/content',
      '/sections/10/title',
    ])
  })
})
