/** JSON pointers (json-location.ts): the segments every translated text's overlay walks. */
import { describe, expect, it } from 'vitest'
import { pointerSegments } from './json-location.js'

describe('JSON pointer segments', () => {
  it('split a pointer, unescape ~1 and ~0, and read digits as array indexes', () => {
    expect(pointerSegments('')).toEqual([])
    expect(pointerSegments('/')).toEqual([])
    expect(pointerSegments('/sections/0/title')).toEqual(['sections', 0, 'title'])
    expect(pointerSegments('/a~1b/c~0d/~01')).toEqual(['a/b', 'c~d', '~1'])
    expect(pointerSegments('/x/-1/1e3/ /007/a//b')).toEqual(['x', '-1', '1e3', ' ', 7, 'a', '', 'b'])
  })
})
