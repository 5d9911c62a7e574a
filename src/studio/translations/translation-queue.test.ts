/** The translator's queue: what her languages still need, from the documents' list (issue 45). */
import { describe, expect, it } from 'vitest'
import type { DocumentEntry } from '../studio-api.js'
import { translationQueue } from './translation-queue.js'

const ok = { errors: 0, warnings: 0 }
const doc = (file: string, kind: DocumentEntry['kind'], title: string, status = ok): DocumentEntry => ({
  file,
  kind,
  title,
  status,
})
const DOCS: DocumentEntry[] = [
  doc('pages-data/services/keittion-remontti.json', 'service', 'Keittiöremontti'),
  doc('pages-data/translations/ru/services/keittion-remontti.json', 'translation', 'Ремонт кухни'),
  doc('pages-data/translations/en/services/keittion-remontti.json', 'translation', 'Kitchen', {
    errors: 1,
    warnings: 0,
  }),
  doc('pages-data/services/parvekeremontti.json', 'service', 'Parvekeremontti'),
  // A kind nothing of which is translated is not queued.
  doc('pages-data/site.json', 'site', 'Yrityksen tiedot'),
]

describe('the translator’s queue', () => {
  it('lists the pages of her languages not started, and those with texts missing or out of date', () => {
    expect(translationQueue(DOCS, ['ru'])).toEqual([
      {
        file: 'pages-data/services/parvekeremontti.json',
        title: 'Parvekeremontti',
        lang: 'ru',
        target: 'pages-data/translations/ru/services/parvekeremontti.json',
        state: 'missing',
      },
    ])
    expect(translationQueue(DOCS, ['en', 'ru']).map((q) => `${q.title} ${q.lang} ${q.state}`)).toEqual([
      'Keittiöremontti en unfinished',
      'Parvekeremontti en missing',
      'Parvekeremontti ru missing',
    ])
  })

  it('is empty without languages and when every translation is done', () => {
    expect(translationQueue(DOCS, [])).toEqual([])
    expect(translationQueue(DOCS.slice(0, 2), ['ru'])).toEqual([])
  })
})
