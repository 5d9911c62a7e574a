/** Undo/redo steps and the merge by field of two edits of one document (issue 21, no lost work). */
import { describe, expect, it } from 'vitest'
import { emptyHistory, recordEdit, redoEdit, undoEdit } from './edit-history.js'
import { applyChange, openDoc, resolveConflict, stepHistory } from './app/open-doc.js'
import { conflictRows } from './conflict-words.js'
import type { JsonObject } from './document-format.js'
import { mergeByField, mergePreferring } from './field-merge.js'

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

describe('no colleague’s edit lost (issue 31)', () => {
  const file = 'pages-data/services/x.json'
  const text = (data: object) => `${JSON.stringify(data, null, 2)}\n`
  const base = {
    title: 'T',
    sections: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ],
  }
  const theirs = { ...base, title: 'T theirs' }

  it('"Pidä omani" keeps my values where both changed a field and the other’s edits elsewhere', () => {
    const mine = {
      title: 'T mine',
      sections: [
        { id: 'a', title: 'A mine' },
        { id: 'b', title: 'B' },
      ],
    }
    expect(
      mergePreferring(
        base,
        mine,
        {
          ...theirs,
          sections: [
            { id: 'a', title: 'A' },
            { id: 'b', title: 'B theirs' },
          ],
        },
        'mine',
      ),
    ).toEqual({
      merged: {
        title: 'T mine',
        sections: [
          { id: 'a', title: 'A mine' },
          { id: 'b', title: 'B theirs' },
        ],
      },
      conflicts: ['/title'],
    })
    let d = openDoc(file, text(base), 'v1')
    d = applyChange(
      d,
      {
        doc: {
          data: {
            ...base,
            sections: [
              { id: 'a', title: 'A mine' },
              { id: 'b', title: 'B' },
            ],
          },
        },
      },
      1,
    )
    d = {
      ...d,
      conflict: {
        theirs: text({
          ...theirs,
          sections: [
            { id: 'a', title: 'A' },
            { id: 'b', title: 'B theirs' },
          ],
        }),
        version: 'v2',
      },
    }
    const kept = resolveConflict(d, 'mine')
    expect(kept.doc?.data).toEqual({
      title: 'T theirs',
      sections: [
        { id: 'a', title: 'A mine' },
        { id: 'b', title: 'B theirs' },
      ],
    })
    expect(kept.version).toBe('v2')
  })

  it('undo after a merge takes back my edit, never the other’s saved value', () => {
    let d = openDoc(file, text(base), 'v1')
    d = applyChange(
      d,
      {
        doc: {
          data: {
            ...base,
            sections: [
              { id: 'a', title: 'A mine' },
              { id: 'b', title: 'B' },
            ],
          },
        },
      },
      1,
    )
    d = resolveConflict({ ...d, conflict: { theirs: text(theirs), version: 'v2' } }, 'merge')
    expect(d.doc?.data.title).toBe('T theirs')
    const back = stepHistory(d, 'undo')!
    expect(back.doc?.data).toEqual(theirs)
  })

  it('the conflict in words: each field by its Finnish place, both sides, and which both changed', () => {
    const page: JsonObject = {
      sections: [
        { id: 'h', type: 'hero', title: 'Otsikko' },
        { id: 'f', type: 'faq', title: '', items: [] },
      ],
    }
    const hero: JsonObject = { id: 'h', type: 'hero', title: 'Otsikko' }
    const faq: JsonObject = { id: 'f', type: 'faq', title: '', items: [] }
    const mine: JsonObject = { sections: [hero, { ...faq, title: 'Kysymyksiä' }] }
    const other: JsonObject = { sections: [{ ...hero, title: '<p>Uusi</p>' }, faq] }
    const rows = conflictRows(file, { data: page }, { data: mine }, { data: other })
    expect(rows).toEqual([
      {
        pointer: '/sections/1/title',
        place: 'Osio 2: Usein kysytyt kysymykset › Otsikko',
        mine: { before: '(tyhjä)', after: 'Kysymyksiä' },
        both: false,
      },
      {
        pointer: '/sections/0/title',
        place: 'Osio 1: Pääkuva ja otsikko › Pääotsikko',
        theirs: { before: 'Otsikko', after: 'Uusi' },
        both: false,
      },
    ])
  })
})
