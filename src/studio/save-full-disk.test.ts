/**
 * A save on a full disk (issue 44, finding 1): the studio's save route over a content folder on a small
 * tmpfs filled to the last byte. The document keeps its old bytes, byte for byte, and the author is told
 * in Finnish that nothing was changed (507); once there is room the same save goes through. A write that
 * opens the file with O_TRUNC gives the old file's pages to the new text and leaves it half written.
 */
import type { AddressInfo } from 'node:net'
import { cpSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { smallDisk, type FullDisk } from '../../tests/support/full-disk.js'
import { studioRouter } from './router.js'
import { documentSchemas } from './schema-bundle.js'
import { STUDIO_UI } from './strings.fi.js'
import { createWorkspace, versionOf } from './workspace.js'

const FILE = 'pages-data/services/keittion-remontti.json'
let disk: FullDisk
let server: ReturnType<ReturnType<typeof express>['listen']>
let url = ''

beforeAll(async () => {
  disk = smallDisk()
  for (const f of ['site.json', 'navigation.json', 'calculator-models', 'services/keittion-remontti.json'])
    cpSync(path.join(REPO_ROOT, 'pages-data', f), path.join(disk.dir, 'pages-data', f), { recursive: true })
  symlinkSync(path.join(REPO_ROOT, 'public'), path.join(disk.dir, 'public'))
  const workspace = createWorkspace(path.join(disk.dir, 'pages-data'), async () => null)
  const app = express()
  app.use((_req, res, next) => {
    res.locals.actor = { id: 'local', name: 'Testi', email: '', role: 'omistaja', langs: [] }
    next()
  })
  app.use('/api', studioRouter({ workspace, schemas: documentSchemas(workspace.source().schemas), sections: [] }))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server?.close()
  disk?.unmount()
})

const onDisk = () => readFileSync(path.join(disk.dir, FILE))

/** The document with a longer description: more bytes than the old file's pages hold. */
function longer(text: string): string {
  const doc = JSON.parse(text) as { description: string }
  return `${JSON.stringify({ ...doc, description: `${doc.description} ${'Remontin kulku kerrotaan tarkasti. '.repeat(160)}` }, null, 2)}\n`
}

const save = (text: string, base: string) =>
  fetch(`${url}/api/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ file: FILE, text, base }),
  })

describe('a save on a full disk', () => {
  it('leaves the old bytes as they were and says in Finnish that nothing was changed; with room, it saves', async () => {
    const before = onDisk()
    const text = longer(before.toString('utf8'))
    expect(Buffer.byteLength(text)).toBeGreaterThan(before.length + 4096)
    disk.fill()
    const refused = await save(text, versionOf(before.toString('utf8')))
    const body = (await refused.json()) as { error: string; written: string[] }
    expect(onDisk().equals(before)).toBe(true)
    expect(refused.status).toBe(507)
    expect(body).toEqual({ error: STUDIO_UI.errors.status[507], written: [] })
    expect(body.error).toMatch(/levy on täynnä, eikä mitään muutettu/)
    // Nothing staged is left to take the space, or to be taken for a document.
    expect(readdirSync(path.dirname(path.join(disk.dir, FILE)))).toEqual(['keittion-remontti.json'])

    disk.empty()
    const saved = await save(text, versionOf(before.toString('utf8')))
    expect(saved.status).toBe(200)
    expect(onDisk().toString('utf8')).toBe(text)
  })
})
