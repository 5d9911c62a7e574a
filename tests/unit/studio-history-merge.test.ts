/** Undo/redo steps and the merge by field of two edits of one document (issue 21, no lost work). */
import { describe, expect, it } from 'vitest'
import { emptyHistory, recordEdit, redoEdit, undoEdit } from '../../src/studio/edit-history.js'
import { mergeByField } from '../../src/studio/field-merge.js'

describe('edit history', () => {
  it('undoes and redoes each structural edit, and joins keystrokes in a row into one step', () => {
    let h = emptyHistory<string>()
    h = recordEdit(h, 'a', 'text', 1000)
    h = recordEdit(h, 'ab', 'text', 1200)
    h = recordEdit(h, 'abc', 'sections', 1300)
    expect(h.past).toEqual(['a', 'abc'])
    const back = undoEdit(h, 'ab-removed')!
    expect(back.state).toBe('abc')
    const forward = redoEdit(back.history, back.state)!
    expect(forward.state).toBe('ab-removed')
    expect(undoEdit(emptyHistory<string>(), 'x')).toBeNull()
    // A new edit after an undo drops the redo steps.
    expect(recordEdit(back.history, 'abc', 'text', 5000).future).toEqual([])
  })
})

describe('merge by field', () => {
  const base = {
    title: 'T',
    sections: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ],
  }
  it('takes each side’s own change where they changed different fields', () => {
    const mine = {
      title: 'T',
      sections: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B2' },
      ],
    }
    const theirs = {
      title: 'T2',
      sections: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
      ],
    }
    expect(mergeByField(base, mine, theirs)).toEqual({
      merged: {
        title: 'T2',
        sections: [
          { id: 'a', title: 'A' },
          { id: 'b', title: 'B2' },
        ],
      },
      conflicts: [],
    })
  })
  it('names the fields both changed differently, and merges nothing', () => {
    const mine = { ...base, title: 'Mine' }
    const theirs = { ...base, title: 'Theirs' }
    expect(mergeByField(base, mine, theirs)).toEqual({ merged: null, conflicts: ['/title'] })
  })
})
