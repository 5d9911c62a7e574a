/**
 * The studio's document list by need (issue 35, decision 322), over its HTTP API with a site of 3 000
 * documents: the start-up answer holds one page of each collection, not every document; the server's
 * search finds a document beyond the first page; "Näytä lisää" (kind + offset) pages through a collection.
 */
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentGroups, LIST_ORDER, listQuery, PAGE_SIZE } from './document-list.js'
import { studioRouter } from './router.js'
import type { Bootstrap, DocumentEntry, DocumentGroups } from './studio-api.js'
import type { Workspace } from './workspace.js'

const SERVICES = 1_500
const entry = (file: string, kind: DocumentEntry['kind'], title: string, route?: string): DocumentEntry => ({
  file,
  kind,
  title,
  route,
  status: { errors: 0, warnings: 0 },
})
const documents: DocumentEntry[] = [
  entry('pages-data/site.json', 'site', 'Yrityksen tiedot'),
  ...Array.from({ length: SERVICES }, (_, i) => {
    const slug = `palvelu-${String(i).padStart(4, '0')}`
    return entry(`pages-data/services/${slug}.json`, 'service', `Palvelu numero ${i}`, `/palvelut/${slug}`)
  }),
  ...Array.from({ length: SERVICES }, (_, i) =>
    entry(`pages-data/translations/ru/services/palvelu-${i}.json`, 'translation', `Käännös (venäjä): ${i}`),
  ),
]
// The one document beyond every first page a search must find.
const LAST = documents[SERVICES]!

const workspace = {
  contentDir: '/tmp/no-such-content',
  listDocuments: () => documents,
  read: () => undefined,
} as unknown as Workspace

let base = ''
let close = () => {}

beforeAll(async () => {
  const app = express()
  app.use((_req, res, next) => {
    res.locals.actor = { id: 'local', name: 'Testaaja', email: '', role: 'omistaja', langs: [] }
    next()
  })
  app.use('/api', studioRouter({ workspace, schemas: {} as Bootstrap['schemas'], sections: [] }))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  close = () => server.close()
})
afterAll(() => close())

const get = async (url: string) => {
  const res = await fetch(`${base}${url}`)
  return { status: res.status, text: await res.text() }
}

describe('the document list by need', () => {
  it('answers the start-up with one page of each collection and the counts, not every document', async () => {
    const { status, text } = await get('/bootstrap')
    expect(status).toBe(200)
    // Every document the answer names, in whatever shape: at most one page of each listed collection.
    const named = text.match(/"file":/g)?.length ?? 0
    expect(named).toBeLessThanOrEqual(PAGE_SIZE * LIST_ORDER.length)
    expect(text.length).toBeLessThan(50_000)
    const list = (JSON.parse(text) as Bootstrap).list
    const services = list.groups.find((g) => g.kind === 'service')!
    expect(services.count).toBe(SERVICES)
    expect(services.documents).toHaveLength(PAGE_SIZE)
    // Translations are opened from their Finnish page, as before: not a collection of the list.
    expect(list.groups.map((g) => g.kind)).toEqual(['service', 'site'])
  })

  it('searches on the server: a document beyond the first page is found by its title, file or address', async () => {
    for (const q of ['Palvelu numero 1499', 'palvelu-1499', '/palvelut/palvelu-1499', 'NUMERO   1499']) {
      const list = JSON.parse((await get(`/documents?q=${encodeURIComponent(q)}`)).text) as DocumentGroups
      expect(list.total, q).toBe(1)
      expect(
        list.groups[0]!.documents.map((d) => d.file),
        q,
      ).toEqual([LAST.file])
    }
    const none = JSON.parse((await get('/documents?q=ei-tallaista')).text) as DocumentGroups
    expect(none).toEqual({ q: 'ei-tallaista', total: 0, groups: [] })
  })

  it('pages through one collection with kind and offset, the pages joined end to end', async () => {
    const seen: string[] = []
    for (let offset = 0; offset < SERVICES; ) {
      const list = JSON.parse((await get(`/documents?kind=service&offset=${offset}`)).text) as DocumentGroups
      const [group] = list.groups
      expect(list.groups).toHaveLength(1)
      expect(group!.offset).toBe(offset)
      seen.push(...group!.documents.map((d) => d.file))
      offset += group!.documents.length
    }
    expect(seen).toEqual(documents.filter((d) => d.kind === 'service').map((d) => d.file))
  })

  it('reads a malformed query as the first page, never a failure', async () => {
    for (const url of ['/documents?offset=-5&limit=x', '/documents?kind=nope&limit=99999999', '/documents?q[]=a']) {
      const { status, text } = await get(url)
      expect(status, url).toBe(200)
      expect((JSON.parse(text) as DocumentGroups).groups.length, url).toBeGreaterThan(0)
    }
    expect(listQuery({ limit: '100000' }).limit).toBe(400)
    expect(documentGroups(documents, listQuery({ q: 'käännös' })).total).toBe(0)
  })
})
