/**
 * The site visits' API against the real contact service on loopback (SQLite and PostgreSQL): the free
 * times, a booking through the contact rules, one winner of a race for one time, the e-mails queued.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { parseInstant } from '../../src/booking/helsinki-clock.js'
import { LeadBook } from '../../src/leads/lead-book.js'
import { visitMailsOf } from '../../src/leads/visit-mails.js'
import { visitOfLead } from '../../src/leads/visit-book.js'
import { visitClockText, visitDayText } from '../../src/booking/visit-time.js'
import { serverStringsFor } from '../../src/ui/server-strings.js'
import { stringsFor } from '../../src/ui/strings.js'
import { askQuestion, startApi, VALID_MESSAGE, type RunningApi } from '../../tests/support/contact-api.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'
import { startFakeTelegram, waitFor } from '../../tests/support/fake-telegram.js'

let api: RunningApi | undefined
let postgres: TestPostgres | undefined
let databases = 0
afterEach(async () => api?.close())
afterAll(async () => postgres?.stop(), 180_000)

const VISIT = { street: 'Mannerheimintie 5', postalCode: '00100', city: 'Helsinki' }
const LIMITS = { minIntervalMs: 0, maxPerHour: 1000 }

async function slots(url: string, query = '') {
  const response = await fetch(`${url}/api/visit-slots${query}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function firstFree(url: string): Promise<string> {
  const { body } = await slots(url)
  const days = Object.values(body.slots as Record<string, { start: string }[]>)
  return days[0]![0]!.start
}

async function book(url: string, start: string, extra: Record<string, unknown> = {}, ip = '10.0.0.1') {
  const q = await askQuestion(url)
  const response = await fetch(`${url}/api/book-visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...VALID_MESSAGE, ...VISIT, start, mathAnswer: q.a + q.b, mathToken: q.token, ...extra }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, ip }
}

describe('GET /api/visit-slots', () => {
  it('answers the next two weeks by Helsinki date, each time with its offset', async () => {
    api = await startApi({ telegram: null })
    const { status, body } = await slots(api.url)
    expect(status).toBe(200)
    expect(body.timeZone).toBe('Europe/Helsinki')
    const times = Object.values(body.slots as Record<string, { start: string; end: string }[]>).flat()
    expect(times.length).toBeGreaterThan(10)
    for (const t of times) expect(t.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+0[23]:00$/)
  })

  it.each([
    ['?from=tomorrow', 'badDate'],
    ['?from=2026-13-01', 'badDate'],
    ['?from=2026-12-10&to=2026-12-01', 'badRange'],
    ['?from=2026-12-01&to=2027-03-01', 'badRange'],
    ['?area=lappi', 'badArea'],
    ['?area=lappi&lang=en', 'badArea'],
  ] as const)('%s is a 400 naming the problem', async (query, problem) => {
    api = await startApi({ telegram: null })
    const { status, body } = await slots(api.url, query)
    expect(status).toBe(400)
    expect(body.error).toBe(serverStringsFor(query.includes('lang=en') ? 'en' : 'fi').visitSlots[problem])
  })
})

for (const kind of ['SQLite', 'PostgreSQL'] as const) {
  async function start() {
    if (kind === 'SQLite') return startApi({ telegram: null, ...LIMITS })
    postgres ??= await startPostgres()
    const databaseUrl = await postgres.createDatabase(`booking_${process.pid}_${++databases}`)
    return startApi({ telegram: null, databaseUrl, ...LIMITS })
  }

  describe(`POST /api/book-visit (${kind})`, () => {
    it('books a free time: one lead at "arviokäynti sovittu" with its visit and its e-mails queued', async () => {
      api = await start()
      const startIso = await firstFree(api.url)
      const answer = await book(api.url, startIso)
      expect(answer.status).toBe(200)
      expect(answer.body.ok).toBe(true)
      const leads = await api.service.store.list()
      expect(leads).toHaveLength(1)
      const visit = await visitOfLead(api.service.store.sql, leads[0]!.id)
      expect(visit?.start).toBe(parseInstant(startIso))
      // Its time is agreed: it counts as answered at once in the inbox's "answered within 24 h".
      const inbox = await new LeadBook(api.service.store.sql).get(leads[0]!.id)
      expect(inbox?.stage).toBe('arviokaynti')
      expect(inbox?.answeredAt).toBe(inbox?.createdAt)
      const mails = await visitMailsOf(api.service.store.sql, leads[0]!.id)
      expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['confirmation', 'booked']))
      expect(mails.every((m) => m.status === 'pending')).toBe(true)
      // The time is gone from the free times at once on this instance.
      const after = Object.values((await slots(api.url)).body.slots as Record<string, { start: string }[]>).flat()
      expect(after.map((t) => t.start)).not.toContain(startIso)
    })

    it('racers for one time: exactly one wins, the others hear the race message in their language', async () => {
      api = await start()
      const startIso = await firstFree(api.url)
      const langs = ['fi', 'en', 'ru', 'uk', 'fi', 'en'] as const
      const answers = await Promise.all(langs.map((lang) => book(api!.url, startIso, { lang })))
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
      answers.forEach((a, i) => {
        if (a.status !== 200) {
          expect(a.status).toBe(409)
          expect(a.body.error).toBe(stringsFor(langs[i]!).UI.booking.slotTaken)
        }
      })
      expect(await api.service.store.list()).toHaveLength(1)
    })

    it('refuses a time that is not free, an address outside the areas and a missing time', async () => {
      api = await start()
      const taken = await book(api.url, '2020-01-06T10:00:00+02:00')
      expect(taken.status).toBe(409)
      const outside = await book(api.url, await firstFree(api.url), { postalCode: '96100', city: 'Rovaniemi' })
      expect(outside.status).toBe(400)
      expect(outside.body.error).toBe(stringsFor('fi').UI.booking.outsideArea)
      const noTime = await book(api.url, 'soon')
      expect(noTime.status).toBe(400)
      expect(noTime.body.error).toBe(stringsFor('fi').UI.booking.badTime)
      expect(await api.service.store.list()).toHaveLength(0)
    })
  })
}

describe('a booking in Telegram', () => {
  it('is delivered like every lead, with its visit time, address and stage', async () => {
    const telegram = await startFakeTelegram()
    try {
      api = await startApi({ telegram: { token: '1:x', chatId: '-1', apiBase: telegram.url }, ...LIMITS })
      await book(api.url, await firstFree(api.url))
      await waitFor(() => telegram.received.length === 1, 10_000, 'the Telegram message')
      const text = telegram.received[0]!.text
      expect(text).toContain(`${serverStringsFor('fi').telegram.visit}: `)
      expect(text).toContain('Mannerheimintie 5, 00100 Helsinki')
      expect(text).toContain(`${serverStringsFor('fi').telegram.stage}: arviokäynti sovittu`)
    } finally {
      await telegram.close()
    }
  })
})

describe('two instances on one PostgreSQL', () => {
  it('racers for two times through both instances: exactly one winner per time', async () => {
    postgres ??= await startPostgres()
    const databaseUrl = await postgres.createDatabase(`booking_race_${process.pid}`)
    const a = await startApi({ telegram: null, databaseUrl, ...LIMITS })
    const b = await startApi({ telegram: null, databaseUrl, ...LIMITS })
    try {
      const times = Object.values((await slots(a.url)).body.slots as Record<string, { start: string }[]>).flat()
      const chosen = [times[0]!.start, times.at(-1)!.start]
      const racers = Array.from({ length: 12 }, (_, i) => ({
        url: i % 2 ? b.url : a.url,
        start: chosen[i % 4 < 2 ? 0 : 1]!,
      }))
      const answers = await Promise.all(racers.map((r) => book(r.url, r.start)))
      for (const start of chosen) {
        const mine = answers.filter((_, i) => racers[i]!.start === start)
        expect(mine.filter((x) => x.status === 200)).toHaveLength(1)
        expect(mine.filter((x) => x.status === 409)).toHaveLength(mine.length - 1)
      }
      expect(await a.service.store.list()).toHaveLength(2)
    } finally {
      await a.close()
      await b.close()
    }
  })
})

describe('POST /api/book-visit without JavaScript', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const fields = { name: VALID_MESSAGE.name, email: VALID_MESSAGE.email, phone: '', message: VALID_MESSAGE.message }

  it('answers a form without a time with a page in its language listing the free times, then books', async () => {
    api = await startApi({ telegram: null, ...LIMITS })
    const first = await fetch(`${api.url}/api/book-visit`, form({ ...fields, ...VISIT, lang: 'ru' }))
    expect(first.status).toBe(400)
    expect(first.headers.get('content-type')).toMatch(/text\/html/)
    const page = await first.text()
    expect(page).toContain('<html lang="ru">')
    expect(page).toContain(serverStringsFor('ru').visitPage.bookTitle)
    const times = [...page.matchAll(/name="start" value="([^"]+)"/g)].map((m) => m[1]!)
    expect(times.length).toBeGreaterThan(5)
    // Grouped by day: one group per date, its legend the day in words, each choice its clock time.
    const dates = new Set(times.map((t) => t.slice(0, 10)))
    const dayGroups = [...page.matchAll(/<fieldset><legend>([^<]+)<\/legend>\n<div><input type="radio"/g)]
    expect(dayGroups).toHaveLength(dates.size)
    const firstStart = parseInstant(times[0]!) as number
    expect(dayGroups[0]![1]).toBe(visitDayText(firstStart, 'ru', 'day'))
    expect(page).toContain(`<label for="start-0">${visitClockText(firstStart, 'ru')}</label>`)
    const token = /name="mathToken" value="([^"]+)"/.exec(page)![1]!
    const [, a, b] = /(\d+) \+ (\d+)/.exec(page)!
    const answer = String(Number(a) + Number(b))
    const second = await fetch(
      `${api.url}/api/book-visit`,
      form({ ...fields, ...VISIT, lang: 'ru', start: times[0]!, mathToken: token, mathAnswer: answer }),
    )
    expect(second.status).toBe(200)
    expect(await second.text()).toContain(stringsFor('ru').UI.booking.booked('').split(':')[0]!)
    expect(await api.service.store.list()).toHaveLength(1)
  })

  it("lists a city page's own area's times while no postal code decides, and keeps the area for the next answer", async () => {
    api = await startApi({ telegram: null, ...LIMITS })
    const startsOf = (page: string) => [...page.matchAll(/name="start" value="([^"]+)"/g)].map((m) => m[1]!)
    const apiStarts = async (area: string) =>
      Object.values((await slots(api!.url, `?area=${area}`)).body.slots as Record<string, { start: string }[]>)
        .flat()
        .map((s) => s.start)
    // A visit booked in Uusimaa takes its day from Etelä-Karjala (one area a day): the two areas' times differ.
    expect((await book(api.url, await firstFree(api.url))).status).toBe(200)
    const noCode = { ...fields, street: VISIT.street, postalCode: '', city: 'Lappeenranta' }
    const fromCity = await (await fetch(`${api.url}/api/book-visit`, form({ ...noCode, area: 'etela-karjala' }))).text()
    const southKarelia = await apiStarts('etela-karjala')
    expect(southKarelia).not.toEqual(await apiStarts('uusimaa'))
    expect(startsOf(fromCity)).toEqual(southKarelia)
    expect(fromCity).toContain('<input type="hidden" name="area" value="etela-karjala">')
    // A form without the field, or with a value that is no area, is answered with the default area's times.
    const unknown = await (await fetch(`${api.url}/api/book-visit`, form({ ...noCode, area: '<x>' }))).text()
    expect(startsOf(unknown)).toEqual(await apiStarts('uusimaa'))
    expect(unknown).not.toContain('name="area"')
  })

  it('refuses other methods and bad JSON with a JSON error, never a 5xx', async () => {
    api = await startApi({ telegram: null })
    const get = await fetch(`${api.url}/api/book-visit`)
    expect(get.status).toBe(405)
    const bad = await fetch(`${api.url}/api/book-visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toBe(stringsFor('fi').UI.contact.badJson)
  })
})

describe('the retention rule', () => {
  it('erases a booking with its visit and its e-mails', async () => {
    api = await startApi({ telegram: null, ...LIMITS })
    await book(api.url, await firstFree(api.url))
    const [lead] = await api.service.store.list()
    const sql = api.service.store.sql
    expect(await visitOfLead(sql, lead!.id)).toBeDefined()
    const erased = await new LeadBook(sql).sweep({ keepOfferMonths: 24 }, Date.now() + 10 * 365 * 86_400_000)
    expect(erased).toBe(1)
    expect(await visitOfLead(sql, lead!.id)).toBeUndefined()
    expect(await visitMailsOf(sql, lead!.id)).toEqual([])
  })
})
