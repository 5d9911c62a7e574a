/**
 * The small pages of the site visits, made on the server in the visitor's language (no script, no
 * style of their own, the site's CSP): the answer to a booking sent without JavaScript (done, or
 * its form again with the fields kept, the question to answer and the free times as choices), and
 * the pages of the e-mails' move and cancel links, which ask before they act (a POST), so a mail
 * scanner that follows a link changes nothing.
 */
import type { MathChallenge } from '../../src/rules/contact.js'
import type { Lang } from '../../src/i18n/languages.js'
import { escapeHtml } from '../../src/runtime/escape-html.js'
import type { Area } from '../../src/booking/areas.js'
import { parseInstant } from '../../src/booking/helsinki-clock.js'
import { visitClockText, visitDayText } from '../../src/booking/visit-time.js'
import { serverStringsFor } from '../../src/ui/server-strings.js'
import { stringsFor } from '../../src/ui/strings.js'
import type { SlotsAnswer } from '../../src/visit-desk/visit-desk.js'

const e = escapeHtml

/** A whole page: its language, title, heading and body. */
function page(lang: Lang, title: string, body: string, home: string): string {
  const P = serverStringsFor(lang).visitPage
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)}</title></head>
<body><main>
<h1>${e(title)}</h1>
${body}
<p><a href="${e(home)}">${e(P.backToSite)}</a></p>
</main></body>
</html>`
}

/** A message paragraph: an error is announced (role="alert"), a result is a status. */
const note = (text: string, kind: 'error' | 'status') =>
  `<p role="${kind === 'error' ? 'alert' : 'status'}">${e(text)}</p>`

/**
 * The free times as radio buttons, one group per day (its legend the day in words, each choice
 * its clock time), the chosen one checked; or the "no times" note. Two weeks of times read as
 * days, as the script's picker shows them, not as one list of sixty dates.
 */
function timeChoices(lang: Lang, slots: SlotsAnswer | null, chosen: string, legend: string): string {
  const days = slots ? Object.values(slots.slots).filter((times) => times.length) : []
  if (!days.length) return note(serverStringsFor(lang).visitPage.noTimes, 'status')
  let i = 0
  const groups = days.map((times) => {
    const dayText = visitDayText(parseInstant(times[0]!.start) as number, lang, 'day')
    const radios = times
      .map((t) => {
        const id = `start-${i++}`
        const checked = t.start === chosen ? ' checked' : ''
        const clock = visitClockText(parseInstant(t.start) as number, lang)
        return `<div><input type="radio" id="${id}" name="start" value="${e(t.start)}" required${checked}> <label for="${id}">${e(clock)}</label></div>`
      })
      .join('\n')
    return `<fieldset><legend>${e(dayText)}</legend>\n${radios}\n</fieldset>`
  })
  return `<fieldset><legend>${e(legend)}</legend>\n${groups.join('\n')}\n</fieldset>`
}

/** A text input with its label, its value kept. */
function field(name: string, label: string, value: string, attrs = ''): string {
  return `<p><label for="${name}">${e(label)}</label><br><input id="${name}" name="${name}" value="${e(value)}"${attrs}></p>`
}

export interface BookingFormState {
  lang: Lang
  fields: Record<'name' | 'email' | 'phone' | 'message' | 'street' | 'postalCode' | 'city' | 'start', string>
  page: string
  /** The city page's area the form came from, kept for the next answer (null: none). */
  area: Area | null
  mathAnswer: string
  question: MathChallenge
  error: string
  slots: SlotsAnswer | null
  home: string
}

/** The answer to a booking sent without JavaScript that was not booked: its form again, at its error. */
export function bookingFormPage(s: BookingFormState): string {
  const U = stringsFor(s.lang).UI
  const C = U.contact
  const B = U.booking
  const f = s.fields
  const body = `${note(s.error, 'error')}
<form method="post" action="/api/book-visit">
<input type="hidden" name="lang" value="${s.lang}"><input type="hidden" name="page" value="${e(s.page)}">${s.area ? `<input type="hidden" name="area" value="${s.area}">` : ''}
<input type="hidden" name="mathToken" value="${e(s.question.token)}">
${field('name', C.name, f.name, ' required autocomplete="name"')}
${field('email', C.email, f.email, ' type="email" required autocomplete="email"')}
${field('phone', C.phone, f.phone, ' type="tel" autocomplete="tel"')}
<p><label for="message">${e(C.message)}</label><br><textarea id="message" name="message" required>${e(f.message)}</textarea></p>
${field('street', B.street, f.street, ' required autocomplete="address-line1"')}
${field('postalCode', B.postalCode, f.postalCode, ' required inputmode="numeric" autocomplete="postal-code"')}
${field('city', B.city, f.city, ' required autocomplete="address-level2"')}
${timeChoices(s.lang, s.slots, f.start, B.chooseTime)}
${field('mathAnswer', C.math(s.question.a, s.question.b), s.mathAnswer, ' inputmode="numeric" required')}
<p hidden><label for="website">${e(C.honeypot)}</label><input id="website" name="website" tabindex="-1" autocomplete="off"></p>
<p><button type="submit">${e(B.submit)}</button></p>
</form>`
  return page(s.lang, serverStringsFor(s.lang).visitPage.bookTitle, body, s.home)
}

/** A page that only says something: a booking done, a visit cancelled or moved, a link no longer valid. */
export function messagePage(lang: Lang, title: string, text: string, home: string, kind: 'error' | 'status'): string {
  return page(lang, title, note(text, kind), home)
}

/** The cancel link's page: the visit's time and a button that cancels it. */
export function cancelPage(lang: Lang, when: string, home: string): string {
  const P = serverStringsFor(lang).visitPage
  const button = serverStringsFor(lang).bookingMail.cancelLink
  const body = `<p>${e(P.cancelQuestion(when))}</p>
<form method="post"><p><button type="submit">${e(button)}</button></p></form>`
  return page(lang, P.cancelTitle, body, home)
}

/** The move link's page: the visit's time now, the free times as choices, a button that moves it. */
export function movePage(
  lang: Lang,
  a: { when: string; slots: SlotsAnswer | null; error?: string; home: string },
): string {
  const P = serverStringsFor(lang).visitPage
  const button = serverStringsFor(lang).bookingMail.moveLink
  const times = timeChoices(lang, a.slots, '', stringsFor(lang).UI.booking.chooseTime)
  const hasTimes = a.slots && Object.keys(a.slots.slots).length > 0
  const body = `${a.error ? note(a.error, 'error') : ''}<p>${e(P.moveQuestion(a.when))}</p>
<form method="post">${times}${hasTimes ? `<p><button type="submit">${e(button)}</button></p>` : ''}</form>`
  return page(lang, P.moveTitle, body, a.home)
}
