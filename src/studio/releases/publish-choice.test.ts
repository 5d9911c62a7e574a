import { describe, expect, it } from 'vitest'
import { initialChoice, isMine, personName, savedBy, shownOnOpen, type SaveLine } from './publish-choice.js'
import type { PublishJob } from './publish-job.js'

const ANNA = 'Anna Virtanen <anna@example.fi>'
const PEKKA = 'Pekka Mäki <pekka@example.fi>'
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const save = (at: number, person: string, target = KITCHEN, action = 'save'): SaveLine => ({
  at,
  person,
  action,
  target,
})

describe('who changed a pending document', () => {
  it('names those who saved it after it was last published, latest first, each once', () => {
    const lines = [
      save(10, PEKKA),
      save(30, ANNA),
      save(40, PEKKA),
      save(50, ANNA),
      save(60, PEKKA, 'pages-data/x.json'),
    ]
    expect(savedBy(lines, KITCHEN, 20)).toEqual([ANNA, PEKKA])
    expect(savedBy(lines, KITCHEN, 45)).toEqual([ANNA])
    expect(savedBy(lines, KITCHEN, 0)).toEqual([ANNA, PEKKA])
  })
  it('counts only saves (not a preview link or a sign-in)', () => {
    expect(savedBy([save(30, PEKKA, KITCHEN, 'preview-link')], KITCHEN, 0)).toEqual([])
  })
  it('is hers when she saved it; in a local studio every change is hers', () => {
    expect(isMine([PEKKA, ANNA], ANNA, false)).toBe(true)
    expect(isMine([PEKKA], ANNA, false)).toBe(false)
    expect(isMine([], ANNA, false)).toBe(false)
    expect(isMine([], ANNA, true)).toBe(true)
    expect(personName(ANNA)).toBe('Anna Virtanen')
  })
})

describe('what the dialog chooses on open', () => {
  it('chooses her own changes she may publish, not others’ nor one with an error', () => {
    const changes = [
      { file: 'a', mine: true, allowed: true },
      { file: 'b', mine: false, allowed: true },
      { file: 'c', mine: true, allowed: false },
      { file: 'd', mine: true, allowed: true, error: { place: 'Otsikko' } },
    ]
    expect(initialChoice(changes)).toEqual(['a'])
  })
})

describe('the run shown on open', () => {
  const job = (by: string, state: PublishJob['state']) => ({ by, state }) as PublishJob
  it('is only her own that is still going', () => {
    expect(shownOnOpen(job(ANNA, 'running'), ANNA)?.by).toBe(ANNA)
    expect(shownOnOpen(job(PEKKA, 'running'), ANNA)).toBeNull()
    expect(shownOnOpen(job(ANNA, 'done'), ANNA)).toBeNull()
    expect(shownOnOpen(job(PEKKA, 'failed'), ANNA)).toBeNull()
    expect(shownOnOpen(null, ANNA)).toBeNull()
  })
})
