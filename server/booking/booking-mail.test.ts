/**
 * A booking's e-mails through the delivery queue to a real SMTP server on loopback (smtp-server,
 * parsed by mailparser and ical.js): queued while SMTP_URL is unset, sent once after a restart with
 * it set; then the e-mail's move and cancel links: GET only asks, POST acts, an old link stops working.
 */
import type { AddressInfo } from 'node:net'
import ICAL from 'ical.js'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serverStringsFor } from '../../src/ui/server-strings.js'
import { askQuestion, startApi, tempDataDir, VALID_MESSAGE, type RunningApi } from '../../tests/support/contact-api.js'
import { waitFor } from '../../tests/support/fake-telegram.js'
import { readMailConfig } from './mailer.js'

let server: SMTPServer
let port = 0
const received: { to: string[]; mail: ParsedMail }[] = []
let api: RunningApi | undefined

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(async () => api?.close())

const LIMITS = { minIntervalMs: 0, maxPerHour: 1000, telegram: null }
const VISIT = { street: 'Mannerheimintie 5', postalCode: '00100', city: 'Helsinki' }
const mailConfig = () =>
  readMailConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { brand: 'Testi', email: 'info@example.fi' })

async function freeTimes(url: string): Promise<string[]> {
  const body = (await (await fetch(`${url}/api/visit-slots`)).json()) as { slots: Record<string, { start: string }[]> }
  return Object.values(body.slots)
    .flat()
    .map((t) => t.start)
}

async function book(url: string, start: string, lang = 'en') {
  const q = await askQuestion(url)
  const response = await fetch(`${url}/api/book-visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...VALID_MESSAGE, ...VISIT, start, lang, mathAnswer: q.a + q.b, mathToken: q.token }),
  })
  expect(response.status).toBe(200)
}

const mailsTo = (address: string) => received.filter((r) => r.to.includes(address))
const linkIn = (mail: ParsedMail, action: 'move' | 'cancel') =>
  new URL(new RegExp(`https?://\\S+/api/visit/${action}/\\S+`).exec(mail.text ?? '')![0]).pathname

describe('site visit e-mails', () => {
  it('wait without SMTP_URL, go once after a restart with it, with the invitation', async () => {
    const dataDir = tempDataDir()
    api = await startApi({ ...LIMITS, dataDir, mail: null })
    const [start] = await freeTimes(api.url)
    await book(api.url, start!)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailsTo(VALID_MESSAGE.email)).toHaveLength(0)
    await api.close()
    api = await startApi({ ...LIMITS, dataDir, mail: mailConfig() })
    await waitFor(() => received.length >= 2, 10_000, 'the confirmation and the company copy')
    const [visitor] = mailsTo(VALID_MESSAGE.email)
    expect(visitor!.mail.subject).toMatch(/site visit/i)
    const ics = visitor!.mail.attachments.find((a) => a.filename === 'arviokaynti.ics')
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
    )
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(start!))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(VALID_MESSAGE.email)).toHaveLength(1)
  })

  it('move and cancel links: GET asks, POST acts, the old link stops working', async () => {
    received.length = 0
    api = await startApi({ ...LIMITS, mail: mailConfig() })
    const [first, , other] = await freeTimes(api.url)
    await book(api.url, first!)
    await waitFor(() => mailsTo(VALID_MESSAGE.email).length >= 1, 10_000, 'the confirmation')
    const move = linkIn(mailsTo(VALID_MESSAGE.email)[0]!.mail, 'move')
    const asked = await fetch(`${api.url}${move}`)
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain(serverStringsFor('en').visitPage.moveTitle)
    expect(await freeTimes(api.url)).not.toContain(first)
    const moved = await fetch(`${api.url}${move}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ start: other! }).toString(),
    })
    expect(moved.status).toBe(200)
    expect((await fetch(`${api.url}${move}`)).status).toBe(404)
    await waitFor(() => mailsTo(VALID_MESSAGE.email).length >= 2, 10_000, 'the moved notice')
    const cancel = linkIn(mailsTo(VALID_MESSAGE.email)[1]!.mail, 'cancel')
    const cancelled = await fetch(`${api.url}${cancel}`, { method: 'POST' })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toContain(serverStringsFor('en').visitPage.cancelled)
    expect(await freeTimes(api.url)).toContain(other)
    await waitFor(() => mailsTo(VALID_MESSAGE.email).length >= 3, 10_000, 'the cancelled notice')
  })
})
