/**
 * The studio's photos over HTTP (issue 21 point 7, decision 205): an upload is
 * stored under public/images/photos/ with a clean name, never over another
 * file, upright and without its location (EXIF GPS); anything but a JPEG or
 * PNG is refused with a Finnish 4xx; a photo a saved document uses cannot be
 * deleted, an unused one can; the guard covers the new endpoints. The studio
 * runs on scratch copies of pages-data and public.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RASTER_MAX_BYTES } from '../../images/check.js'
import { MAX_PIXELS, UPLOAD_MAX_BYTES } from './photo-limits.js'
import { REPO_ROOT } from '../../runtime/content-source.node.js'
import type { PhotoEntry } from '../studio-api.js'
import { cleanPhotoStem } from './photos.js'
import { startStudio, type RunningStudio } from '../server.js'

const BLOG = 'pages-data/pages/blogi.json'
let root = ''
let studio: RunningStudio
let port = 0
let token = ''

interface Reply {
  status: number
  body: string
  type: string
}

function send(method: string, url: string, headers: Record<string, string>, body?: Buffer | string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          type: String(res.headers['content-type'] ?? ''),
        }),
      )
    })
    // A refused upload may close the socket before the whole body is written.
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
    )
    req.end(body)
  })
}

const own = () => ({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, 'x-studio-token': token })
const upload = (name: string, bytes: Buffer | string, type = 'image/jpeg', headers = own()) =>
  send('POST', `/api/photos?name=${encodeURIComponent(name)}`, { ...headers, 'content-type': type }, bytes)
/** A PNG of only its signature, IHDR (the claimed size) and an empty IDAT: what a decompression bomb declares. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
const photosDir = () => path.join(root, 'public/images/photos')
const json = <T>(r: Reply) => JSON.parse(r.body) as T

/** A sideways phone photo (EXIF orientation 6) with its place in the EXIF GPS block. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 56/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** Whether EXIF data has a GPS block: the GPS IFD pointer tag 0x8825, in either byte order. */
const hasGps = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))))

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'remontti-studio-photos-'))
  cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
  cpSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'), { recursive: true })
  studio = await startStudio({ port: 0, contentDir: path.join(root, 'pages-data'), cacheDir: path.join(root, '.vite') })
  port = Number(new URL(studio.url).port)
  const page = await send('GET', '/', own())
  token = /<meta name="studio-token" content="([^"]+)">/.exec(page.body)?.[1] ?? ''
}, 60_000)

afterAll(async () => {
  await studio?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

describe('clean names', () => {
  it('makes an ASCII name of the file name', () => {
    expect(cleanPhotoStem('Keittiö ennen (1).JPG')).toBe('keittio-ennen-1')
    expect(cleanPhotoStem('C:\\Kuvat\\Sauna_Å.png')).toBe('sauna-a')
    expect(cleanPhotoStem('../../etc/passwd')).toBe('passwd')
    expect(cleanPhotoStem('????.jpg')).toBe('kuva')
  })
})

describe('an uploaded photo', () => {
  it('is stored with a clean name, upright, without its location or any other EXIF', async () => {
    const original = await phonePhoto()
    const before = await sharp(original).metadata()
    expect(hasGps(before.exif)).toBe(true)
    expect(before.orientation).toBe(6)
    const r = await upload('Keittiö ennen.jpeg', original)
    expect(r.status, r.body).toBe(201)
    expect(json(r)).toMatchObject({ src: '/images/photos/keittio-ennen.jpg', width: 20, height: 40 })
    const stored = await sharp(readFileSync(path.join(photosDir(), 'keittio-ennen.jpg'))).metadata()
    expect(stored.exif).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
    expect([stored.width, stored.height]).toEqual([20, 40])
  })

  it('never overwrites: the same name again gets -2, then -3', async () => {
    // Three different photos of one name (the same photo again is reused: the next test).
    const png = (background: string) =>
      sharp({ create: { width: 8, height: 6, channels: 4, background } })
        .png()
        .toBuffer()
    const sent = async (name: string, background: string) =>
      json<{ src: string }>(await upload(name, await png(background), 'image/png')).src
    expect(await sent('Kuva.png', '#0a0')).toBe('/images/photos/kuva.png')
    expect(await sent('kuva.png', '#a00')).toBe('/images/photos/kuva-2.png')
    expect(await sent('KUVA.PNG', '#00a')).toBe('/images/photos/kuva-3.png')
  })

  it('the same photo uploaded again reuses the stored file: no copy (issue 31)', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#357' } })
      .jpeg()
      .toBuffer()
    const first = await upload('terassi.jpg', jpeg)
    expect(first.status).toBe(201)
    const count = readdirSync(photosDir()).length
    const again = await upload('Terassi (1).jpg', jpeg)
    expect(again.status).toBe(200)
    expect(json<{ src: string; reused: boolean }>(again)).toMatchObject({
      src: json<{ src: string }>(first).src,
      reused: true,
    })
    expect(readdirSync(photosDir())).toHaveLength(count)
  })

  it('a photo over 2560 px is scaled down on upload, not refused; a decompression bomb is refused with its own message (issue 31)', async () => {
    const phone = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#886' } })
      .jpeg({ quality: 90 })
      .toBuffer()
    const scaled = await upload('puhelin.jpg', phone)
    expect(scaled.status).toBe(201)
    const body = json<{ src: string; width: number; height: number; scaledFrom: { width: number } }>(scaled)
    expect([body.width, body.height, body.scaledFrom.width]).toEqual([2560, 1707, 6000])
    const stored = await sharp(path.join(root, 'public', body.src)).metadata()
    expect([stored.width, stored.height]).toEqual([2560, 1707])
    expect(readFileSync(path.join(root, 'public', body.src)).length).toBeLessThanOrEqual(RASTER_MAX_BYTES)
    // A PNG whose header claims 20000 × 20000 px (400 megapixels) in a few bytes: refused before decoding.
    const before = readdirSync(photosDir()).sort()
    const bomb = await upload('pommi.png', pngHeaderOnly(20_000, 20_000), 'image/png')
    expect(bomb.status).toBe(413)
    expect(json<{ error: string }>(bomb).error).toBe(
      `Kuvassa on liikaa pikseleitä (20000 × 20000 px): enintään ${MAX_PIXELS / 1_000_000} megapikseliä. Pienennä kuva ja yritä uudelleen.`,
    )
    expect(readdirSync(photosDir()).sort()).toEqual(before)
  })

  it('refuses what is not a JPEG or PNG with a Finnish 4xx, and writes nothing', async () => {
    const before = readdirSync(photosDir()).sort()
    const text = await upload('lasku.jpg', 'not an image at all', 'image/jpeg')
    expect(text.status).toBe(415)
    expect(json<{ error: string }>(text).error).toContain('ei ole JPEG- tai PNG-kuva')
    const gif = await upload('kuva.gif', Buffer.from('GIF89a'), 'image/gif')
    expect(gif.status).toBe(415)
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .webp()
      .toBuffer()
    expect((await upload('kuva.jpg', webp, 'image/jpeg')).status).toBe(415)
    expect((await upload('tyhja.jpg', Buffer.alloc(0))).status).toBe(400)
    const big = await upload('iso.jpg', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1))
    expect(big.status).toBe(413)
    expect(json<{ error: string }>(big).error).toContain('liian suuri')
    expect(readdirSync(photosDir()).sort()).toEqual(before)
  })

  it('is behind the guard: a forged Host, a foreign Origin or no token is refused', async () => {
    const jpeg = await phonePhoto()
    const forged = { ...own(), host: `evil.example:${port}`, origin: `http://evil.example:${port}` }
    expect((await upload('a.jpg', jpeg, 'image/jpeg', forged)).status).toBe(403)
    expect((await upload('a.jpg', jpeg, 'image/jpeg', { ...own(), origin: 'http://evil.example' })).status).toBe(403)
    const { 'x-studio-token': _token, ...noToken } = own()
    expect((await upload('a.jpg', jpeg, 'image/jpeg', noToken as ReturnType<typeof own>)).status).toBe(403)
    expect((await send('DELETE', '/api/photos?src=/images/photos/kuva.png', noToken)).status).toBe(403)
    expect((await send('GET', '/images/photos/kuva.png', { host: `evil.example:${port}` })).status).toBe(403)
    expect(existsSync(path.join(photosDir(), 'a.jpg'))).toBe(false)
  })

  it('is served at once, and its AVIF variant is made on demand', async () => {
    expect((await send('GET', '/images/photos/kuva.png', own())).status).toBe(200)
    const avif = await send('GET', '/images/_v/photos/kuva-8.avif', own())
    expect(avif.status).toBe(200)
    expect(avif.type).toBe('image/avif')
  })
})

describe('the media list and deleting', () => {
  it('lists where a photo is used; a photo in use cannot be deleted, an unused one can', async () => {
    const headers = { ...own(), 'content-type': 'application/json' }
    const doc = json<{ text: string; version: string }>(
      await send('GET', `/api/document?file=${encodeURIComponent(BLOG)}`, own()),
    )
    const data = JSON.parse(doc.text) as { sections: Record<string, unknown>[] }
    data.sections[0]!.image = { src: '/images/photos/keittio-ennen.jpg', alt: 'Keittiö ennen', width: 20, height: 40 }
    const text = `${JSON.stringify(data, null, 2)}\n`
    const saved = await send('POST', '/api/save', headers, JSON.stringify({ file: BLOG, text, base: doc.version }))
    expect(saved.status, saved.body).toBe(200)

    const list = json<{ photos: PhotoEntry[] }>(await send('GET', '/api/photos', own())).photos
    const used = list.find((p) => p.src === '/images/photos/keittio-ennen.jpg')!
    expect(used).toMatchObject({ width: 20, height: 40 })
    expect(used.uses).toEqual([
      {
        file: BLOG,
        title: 'Remonttiblogi: vinkit ja ohjeet',
        pointer: '/sections/0/image/src',
        field: 'Osio 1: Pääkuva ja otsikko › Kuva',
      },
    ])
    expect(list.find((p) => p.src === '/images/photos/kuva.png')!.uses).toEqual([])

    const refused = await send('DELETE', '/api/photos?src=/images/photos/keittio-ennen.jpg', own())
    expect(refused.status).toBe(409)
    expect(json<{ error: string }>(refused).error).toBe('Kuvaa ei poistettu, koska se on käytössä yhdessä kohdassa.')
    expect(existsSync(path.join(photosDir(), 'keittio-ennen.jpg'))).toBe(true)

    expect((await send('DELETE', '/api/photos?src=/images/photos/kuva.png', own())).status).toBe(200)
    expect(existsSync(path.join(photosDir(), 'kuva.png'))).toBe(false)
    expect((await send('DELETE', '/api/photos?src=/images/photos/../../../pages-data/site.json', own())).status).toBe(
      400,
    )
    expect((await send('DELETE', '/api/photos?src=/images/photos/puuttuu.jpg', own())).status).toBe(404)
  })
})
