import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { memoized, startBuildMemo, stopBuildMemo } from './build-memo.js'

const keyOf = (input: string) => createHash('sha256').update(input).digest('base64')

describe("the build's memo", () => {
  afterEach(() => stopBuildMemo())

  it('is off unless a build turns it on: every call computes', () => {
    let calls = 0
    const upper = (s: string) => {
      calls++
      return s.toUpperCase()
    }
    expect(memoized('a', upper)).toBe('A')
    expect(memoized('a', upper)).toBe('A')
    expect(calls).toBe(2)
    expect(stopBuildMemo()).toEqual([])
  })

  it('computes an input once, starts from what the last build kept, and keeps only what this build used', () => {
    startBuildMemo(
      [
        [keyOf('kept'), 'KEPT'],
        [keyOf('gone'), 'GONE'],
      ],
      keyOf,
    )
    let calls = 0
    const upper = (s: string) => {
      calls++
      return s.toUpperCase()
    }
    expect(memoized('kept', upper)).toBe('KEPT')
    expect(memoized('new', upper)).toBe('NEW')
    expect(memoized('new', upper)).toBe('NEW')
    expect(calls).toBe(1)
    expect(new Map(stopBuildMemo())).toEqual(
      new Map([
        [keyOf('kept'), 'KEPT'],
        [keyOf('new'), 'NEW'],
      ]),
    )
  })

  it('keeps every entry for a build that made only some pages: the others are still the live pages', () => {
    startBuildMemo([[keyOf('other page'), 'OTHER PAGE']], keyOf)
    expect(memoized('changed', (s) => s.toUpperCase())).toBe('CHANGED')
    expect(new Map(stopBuildMemo(true))).toEqual(
      new Map([
        [keyOf('other page'), 'OTHER PAGE'],
        [keyOf('changed'), 'CHANGED'],
      ]),
    )
  })
})
