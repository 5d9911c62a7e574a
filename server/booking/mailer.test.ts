import type { AddressInfo } from 'node:net'
import ICAL from 'ical.js'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_COMPANY, exampleVisit } from '../../src/booking/example-visit.js'
import { companyMail, visitorMail } from '../../src/booking/mail.js'
import { createMailer, readMailConfig } from './mailer.js'
import { readVisitLinkToken, visitLinks } from '../../src/visit-desk/visit-links.js'

const SECRET = Buffer.from('test secret of the visit links')
const STAMP = Date.parse('2026-11-20T10:00:00Z')

/** A real SMTP server on loopback (smtp-server) that keeps every message it accepts, parsed by mailparser. */
let server: SMTPServer
let port = 0
const received: { envelopeTo: string[]; mail: ParsedMail }[] = []
const logins: string[] = []

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(`${auth.username}:${auth.password}`)
      if (auth.password === 'right') callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const config = (url = `smtp://127.0.0.1:${port}`) => {
  const c = readMailConfig({ SMTP_URL: url, MAIL_FROM: 'Remonttiapu <varaukset@remonttiapu.example>' }, EXAMPLE_COMPANY)
  if (!c) throw new Error('no config')
  return c
}

/** The invitation of a parsed message: its text/calendar part, parsed by ical.js with its VTIMEZONE. */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar')
  const file = mail.attachments.find((a) => a.contentType === 'application/ics')
  if (!part || !file) throw new Error(`no invitation among ${mail.attachments.map((a) => a.contentType)}`)
  const cal = new ICAL.Component(ICAL.parse(part.content.toString('utf8')))
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
  return { part, file, cal, event: new ICAL.Event(cal.getFirstSubcomponent('vevent')!) }
}

describe('visit e-mails over a real SMTP server', () => {
  it("delivers the visitor's confirmation in Russian with the invitation as a calendar part and as an .ics file", async () => {
    const visit = exampleVisit('2026-03-30T09:00:00+03:00', 'ru')
    const links = visitLinks(visit, EXAMPLE_COMPANY.url, SECRET)
    const mailer = createMailer(config())
    const { messageId } = await mailer.send(
      visitorMail('confirmation', visit, { company: EXAMPLE_COMPANY, links, stamp: STAMP }),
    )
    mailer.close()
    const got = received.at(-1)!
    expect(got.envelopeTo).toEqual(['aino@example.fi'])
    expect(got.mail.messageId).toBe(messageId)
    expect(got.mail.from?.value).toEqual([{ name: 'Remonttiapu', address: 'varaukset@remonttiapu.example' }])
    expect(got.mail.replyTo?.value[0]?.address).toBe(EXAMPLE_COMPANY.email)
    expect(got.mail.subject).toBe('Выезд на объект заказан: понедельник, 30 марта в 9:00')
    expect(got.mail.text).toContain('Здравствуйте, Aino Virtanen!')
    expect(got.mail.text).toContain('Время: понедельник, 30 марта 2026 г. в 9:00–10:00')
    expect(got.mail.text).toContain(`Контакты: Remonttiapu, ${EXAMPLE_COMPANY.phone}`)
    expect(got.mail.text).toContain(`Отменить выезд: ${links.cancel}`)

    const { part, file, cal, event } = invitationOf(got.mail)
    expect(part.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } })
    expect(file.filename).toBe('arviokaynti.ics')
    expect(file.content.toString('utf8')).toBe(part.content.toString('utf8'))
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-30T06:00:00.000Z')
    expect(event.summary).toBe('Бесплатный выезд на объект — Remonttiapu')
    expect(event.location).toBe('Mannerheimintie 5 A 3, 00100 Helsinki')

    // The link in the e-mail is ours, for this visit's version, until the visit starts.
    const token = links.cancel.split('/').at(-1)!
    expect(readVisitLinkToken(token, visit.start - 86_400_000, SECRET)).toEqual({
      ok: true,
      claim: { action: 'cancel', visitId: 42, sequence: 0, expiresAt: visit.start },
    })
  })

  it('delivers a cancel as METHOD:CANCEL with a higher SEQUENCE, and the company its Finnish copy', async () => {
    const visit = exampleVisit('2026-10-26T09:00:00+02:00', 'uk', { status: 'cancelled', sequence: 1 })
    const mailer = createMailer(config())
    await mailer.send(
      visitorMail('cancelled', visit, {
        company: EXAMPLE_COMPANY,
        cancelledBy: 'visitor',
        bookUrl: `${EXAMPLE_COMPANY.url}/uk/kontakty`,
        stamp: STAMP,
      }),
    )
    await mailer.send(
      companyMail('cancelled', visit, {
        company: EXAMPLE_COMPANY,
        to: { name: 'Mikko Korhonen', address: 'mikko@remonttiapu.example' },
        leadUrl: 'https://studio.example/yhteydenotot/42',
        stamp: STAMP,
      }),
    )
    mailer.close()
    const [visitorCopy, companyCopy] = received.slice(-2)
    expect(visitorCopy!.mail.subject).toBe('Виїзд скасовано: понеділок, 26 жовтня о 9:00')
    expect(visitorCopy!.mail.text).toContain('/uk/kontakty')
    expect(visitorCopy!.mail.text).not.toContain('/api/visit/')
    const cancel = invitationOf(visitorCopy!.mail)
    expect(cancel.cal.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancel.part.headers.get('content-type')).toMatchObject({ params: { method: 'CANCEL' } })
    expect([cancel.event.sequence, cancel.event.component.getFirstPropertyValue('status')]).toEqual([1, 'CANCELLED'])
    expect(cancel.event.startDate.toJSDate().toISOString()).toBe('2026-10-26T07:00:00.000Z')

    expect(companyCopy!.envelopeTo).toEqual(['mikko@remonttiapu.example'])
    expect(companyCopy!.mail.subject).toBe('Arviokäynti peruttu: maanantai 26. lokakuuta klo 9.00 – Aino Virtanen')
    expect(companyCopy!.mail.replyTo?.value[0]?.address).toBe('aino@example.fi')
    expect(companyCopy!.mail.text).toContain('Kieli: ukraina')
    expect(companyCopy!.mail.text).toContain('Yhteydenotto: https://studio.example/yhteydenotot/42')
    expect(invitationOf(companyCopy!.mail).event.uid).toBe(cancel.event.uid)
  })

  it('logs in with the credentials of SMTP_URL, and fails a send the server refuses', async () => {
    const good = createMailer(config(`smtp://myynti:right@127.0.0.1:${port}`))
    const reminder = visitorMail('reminder', exampleVisit('2026-12-03T10:00:00+02:00', 'en'), {
      company: EXAMPLE_COMPANY,
      stamp: STAMP,
    })
    await good.send(reminder)
    good.close()
    expect(logins.at(-1)).toBe('myynti:right')
    const got = received.at(-1)!.mail
    expect(got.subject).toBe('Reminder: your site visit is tomorrow, Thursday 3 December at 10:00')
    expect(got.attachments).toEqual([])

    const bad = createMailer(config(`smtp://myynti:wrong@127.0.0.1:${port}`))
    await expect(bad.send(reminder)).rejects.toThrow(/Invalid username or password/)
    bad.close()
  })
})

describe('mail settings', () => {
  it('are none without SMTP_URL (the e-mails wait), and the sender defaults to site.json', () => {
    expect(readMailConfig({}, EXAMPLE_COMPANY)).toBeNull()
    expect(readMailConfig({ SMTP_URL: 'smtps://mail.example.fi' }, EXAMPLE_COMPANY)?.from).toEqual({
      name: EXAMPLE_COMPANY.brand,
      address: EXAMPLE_COMPANY.email,
    })
    expect(readMailConfig({ SMTP_URL: 'smtp://h', MAIL_FROM: 'varaukset@x.fi' }, EXAMPLE_COMPANY)?.from.address).toBe(
      'varaukset@x.fi',
    )
    expect(() => readMailConfig({ SMTP_URL: 'mail.example.fi' }, EXAMPLE_COMPANY)).toThrow(/smtp:\/\//)
    expect(() => readMailConfig({ SMTP_URL: 'smtp://h', MAIL_FROM: 'not an address' }, EXAMPLE_COMPANY)).toThrow(
      /MAIL_FROM/,
    )
  })
})
