import { describe, expect, it } from 'vitest'
import { serverStringsFor } from '../ui/server-strings.js'
import { EXAMPLE_COMPANY, exampleVisit } from './example-visit.js'
import { companyMail, visitorMail } from './mail.js'

const STAMP = Date.parse('2026-11-20T10:00:00Z')
/** RFC 5545 folds lines at 75 octets: a long line continues after CRLF and a space. */
const unfold = (ics = '') => ics.replace(/\r\n[ \t]/g, '')
const links = { move: 'https://x/api/visit/move/T', cancel: 'https://x/api/visit/cancel/T' }

describe("a visitor's e-mails", () => {
  it('speak the visitor’s language: the confirmation with the time, the address, the phone and the links', () => {
    const expected = {
      fi: [
        'Arviokäynti varattu: torstai 3. joulukuuta klo 10.00',
        'Hei Aino Virtanen,',
        'Peru käynti: https://x/api/visit/cancel/T',
      ],
      en: [
        'Site visit booked: Thursday 3 December at 10:00',
        'Hello Aino Virtanen,',
        'Cancel the visit: https://x/api/visit/cancel/T',
      ],
      ru: [
        'Выезд на объект заказан: четверг, 3 декабря в 10:00',
        'Здравствуйте, Aino Virtanen!',
        'Отменить выезд: https://x/api/visit/cancel/T',
      ],
      uk: [
        'Виїзд на об’єкт замовлено: четвер, 3 грудня о 10:00',
        'Вітаємо, Aino Virtanen!',
        'Скасувати виїзд: https://x/api/visit/cancel/T',
      ],
    } as const
    for (const lang of Object.keys(expected) as (keyof typeof expected)[]) {
      const mail = visitorMail('confirmation', exampleVisit('2026-12-03T10:00:00+02:00', lang), {
        company: EXAMPLE_COMPANY,
        links,
        stamp: STAMP,
      })
      const [subject, greeting, cancel] = expected[lang]
      expect(mail.subject, lang).toBe(subject)
      expect(mail.text.split('\n')[0], lang).toBe(greeting)
      expect(mail.text, lang).toContain(cancel)
      expect(mail.text, lang).toContain('Mannerheimintie 5 A 3, 00100 Helsinki')
      expect(mail.text, lang).toContain(serverStringsFor(lang).bookingMail.questions(EXAMPLE_COMPANY.phone))
      expect(mail.to).toEqual({ name: 'Aino Virtanen', address: 'aino@example.fi' })
      expect(mail.calendar?.method).toBe('REQUEST')
      expect(unfold(mail.calendar?.content), lang).toContain(
        `SUMMARY:${serverStringsFor(lang).bookingMail.eventSummary(EXAMPLE_COMPANY.brand)}`,
      )
    }
  })

  it('remind the day before without a new invitation, and name the earlier time when moved', () => {
    const reminder = visitorMail('reminder', exampleVisit('2026-12-03T10:00:00+02:00'), {
      company: EXAMPLE_COMPANY,
      links,
      stamp: STAMP,
    })
    expect(reminder.subject).toBe('Muistutus: arviokäynti huomenna, torstai 3. joulukuuta klo 10.00')
    expect(reminder.calendar).toBeUndefined()
    const moved = exampleVisit('2026-12-04T12:30:00+02:00', 'fi', {
      sequence: 1,
      previousStart: Date.parse('2026-12-03T08:00:00Z'),
    })
    const mail = visitorMail('moved', moved, { company: EXAMPLE_COMPANY, links, stamp: STAMP })
    expect(mail.subject).toBe('Arviokäynti siirretty: perjantai 4. joulukuuta klo 12.30')
    expect(mail.text).toContain('Aiempi aika oli torstai 3. joulukuuta klo 10.00.')
    expect(mail.text).toContain('Aika: perjantaina 4. joulukuuta 2026 klo 12.30–13.30')
    expect(mail.calendar?.content).toContain('SEQUENCE:1')
  })

  it('say who cancelled, offer a new booking, and carry no move or cancel link', () => {
    const cancelled = exampleVisit('2026-12-03T10:00:00+02:00', 'en', { status: 'cancelled', sequence: 1 })
    const byCompany = visitorMail('cancelled', cancelled, {
      company: EXAMPLE_COMPANY,
      links,
      cancelledBy: 'company',
      bookUrl: 'https://x/en/contact',
      stamp: STAMP,
    })
    expect(byCompany.text).toContain('unfortunately we have to cancel your site visit')
    expect(byCompany.text).toContain('You can book a new time whenever you like: https://x/en/contact')
    expect(byCompany.text).not.toContain('https://x/api/visit/')
    expect(byCompany.calendar?.method).toBe('CANCEL')
    const byVisitor = visitorMail('cancelled', cancelled, {
      company: EXAMPLE_COMPANY,
      links,
      cancelledBy: 'visitor',
      stamp: STAMP,
    })
    expect(byVisitor.text).toContain('we have received your cancellation')
  })
})

describe("the company's copy", () => {
  it('is Finnish whatever the visitor’s language, with the visitor as the one to answer', () => {
    const mail = companyMail('booked', exampleVisit('2026-12-03T10:00:00+02:00', 'ru'), {
      company: EXAMPLE_COMPANY,
      to: { name: 'Mikko Korhonen', address: 'mikko@remonttiapu.example' },
      leadUrl: 'https://studio/yhteydenotot/42',
      stamp: STAMP,
    })
    expect(mail.subject).toBe('Uusi arviokäynti: torstai 3. joulukuuta klo 10.00 – Aino Virtanen')
    expect(mail.replyTo.address).toBe('aino@example.fi')
    expect(mail.text).toContain('Kieli: venäjä')
    expect(mail.text).toContain('Käynnin tekee: Mikko Korhonen')
    expect(mail.text).toContain('Viesti: Kylpyhuoneen remontti, noin 5 m².')
    expect(unfold(mail.calendar?.content)).toContain('SUMMARY:Arviokäynti: Aino Virtanen\\, Helsinki')
  })
})
