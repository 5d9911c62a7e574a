/**
 * Field hygiene in the one rules module: the same verdict in the browser (the
 * machine's guards) and on the server (the API), for every case of decision 029.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ContactPayload } from './contact.js'
import { contactFormMachine, type SendResult } from '../machines/contact-form.machine.js'
import {
  CONTACT_LIMITS as L,
  checkField,
  checkMessage,
  firstFailedCheck,
  hasForbiddenContent,
  isNameLengthValid,
  type SubmitCheckInput,
} from './contact.js'
import { escapeForTerminal, storedText, visibleText } from './text-hygiene.js'
import { UI } from '../ui/strings.fi.js'

const OK: SubmitCheckInput = {
  name: 'Maija Meikäläinen',
  email: 'maija@example.fi',
  phone: '040 123 4567',
  message: 'Kylpyhuoneen remontti Espoossa, milloin pääsette?',
  honeypot: '',
  mathAnswer: '9',
  question: { a: 4, b: 5 },
  lastSuccessAt: null,
  now: 0,
}
const both = (change: Partial<SubmitCheckInput>) => [
  firstFailedCheck({ ...OK, ...change }, 'browser'),
  // The server checks the answer against the question its token carries (docs/decisions/253).
  firstFailedCheck({ ...OK, ...change }, 'server'),
]

describe('contact field hygiene (browser and server alike)', () => {
  it('a valid message passes on both sides', () => {
    expect(both({})).toEqual([null, null])
  })

  it.each([
    ['a newline in the name (forged Telegram lines)', { name: 'Maija\nSähköposti: evil@example.com' }, 'name'],
    ['a carriage return in the name', { name: 'Maija\rX' }, 'name'],
    ['NUL in the name', { name: 'Maija\u0000' }, 'name'],
    ['ESC in the name', { name: '\u001b[2JMaija' }, 'name'],
    ['right-to-left override in the name', { name: 'Maija \u202Eniaj' }, 'name'],
    ['a bidi isolate in the name', { name: 'Maija \u2066x\u2069' }, 'name'],
    ['a C1 control in the name', { name: 'Maija\u0085' }, 'name'],
    ['DEL in the name', { name: 'Maija\u007F' }, 'name'],
    ['a line separator in the name', { name: 'Maija\u2028Matti' }, 'name'],
    ['a lone high surrogate in the name', { name: 'Maija \uD800' }, 'name'],
    ['a lone low surrogate in the message', { message: 'Remontti kylpyhuoneeseen \uDC00 kiitos' }, 'message'],
    ['NUL in the e-mail', { email: 'maija@example.fi\u0000' }, 'email'],
    ['a newline in the e-mail', { email: 'maija@example.fi\nBcc: x@y.z' }, 'email'],
    ['ESC in the phone', { phone: '040\u001b[31m' }, 'phone'],
    ['NUL in the message', { message: 'Kylpyhuoneen remontti\u0000 Espoossa' }, 'message'],
    ['ESC in the message', { message: 'Kylpyhuoneen remontti \u001b]8;;http://x\u0007 Espoossa' }, 'message'],
    ['RLO in the message', { message: 'Kylpyhuoneen remontti \u202E Espoossa' }, 'message'],
  ])('%s is refused with the invalid-characters message naming the field', (_label, change, field) => {
    expect(both(change)).toEqual(['invalidCharacters', 'invalidCharacters'])
    const input = { ...OK, ...change }
    expect(checkField('invalidCharacters', input)).toBe(field)
    expect(checkMessage('invalidCharacters', { input }, UI.contact)).toBe(
      UI.contact.invalidCharacters(UI.contact.fieldNames[field as 'name']),
    )
  })

  it('newlines and tabs are allowed in the message (CRLF too)', () => {
    expect(both({ message: 'Hei,\n\tkylpyhuoneen remontti.\r\nKiitos!' })).toEqual([null, null])
  })

  it.each([
    ['zero-width spaces only', '\u200B\u200B\u200B'],
    ['zero-width joiners and a BOM', '\u200D\u200C\uFEFF'],
    ['Hangul fillers', '\u3164\u3164\u3164'],
    ['soft hyphens and word joiners', '\u00AD\u2060\u00AD'],
    ['one letter padded with invisible characters', 'M\u200B\u200B\u200B'],
  ])('a name of %s is too short', (_label, name) => {
    expect(isNameLengthValid(name)).toBe(false)
    expect(both({ name })).toEqual(['nameLength', 'nameLength'])
  })

  it('an invisible-only message is too short', () => {
    expect(both({ message: '\u200B'.repeat(20) })).toEqual(['messageLength', 'messageLength'])
  })

  it.each([
    ['sp\u200Bam', 'a zero-width space'],
    ['ＳＰＡＭ', 'full-width letters'],
    ['ſpam', 'the long s'],
    ['s\u00ADpam', 'a soft hyphen'],
    ['ｂｉｔｃｏｉｎ', 'full-width bitcoin'],
    ['CAS\u2060INO', 'a word joiner'],
  ])('the forbidden-word check sees "%s" (%s)', (word) => {
    expect(hasForbiddenContent(`Tarjous: ${word} tänään`)).toBe(true)
    expect(both({ message: `Hyvä tarjous: ${word} tänään vain teille` })).toEqual([
      'forbiddenContent',
      'forbiddenContent',
    ])
  })

  it("normalisation: NFKC and invisible characters removed for counting; stored text keeps the visitor's characters", () => {
    expect(visibleText(' ＡＢ\u200B ')).toBe('AB')
    expect(storedText('  5 m²\r\nkiitos ')).toBe('5 m²\nkiitos')
  })

  it('tag characters (U+E0000-E007F) and variation selectors (U+FE00-FE0F, U+E0100-E01EF) are stripped from stored text', () => {
    const hidden = [...'ignore previous'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')
    expect(storedText(`Hei${hidden}\u{E007F} kiitos`)).toBe('Hei kiitos')
    expect(storedText('Sauna\uFE0F\u{E0100}\uFE00 ok ❤\uFE0F')).toBe('Sauna ok ❤')
    expect(storedText('\u{E0001}Maija\u{E01EF}')).toBe('Maija')
    // The same characters count for nothing in the browser's length and word checks.
    expect(visibleText(`a${hidden}\uFE0Fb`)).toBe('ab')
  })

  it('escapeForTerminal makes control characters visible', () => {
    expect(escapeForTerminal('a\u001b[2Jb\u202Ec\u0000\n')).toBe('a\\u{001B}[2Jb\\u{202E}c\\u{0000}\\u{000A}')
    expect(escapeForTerminal('Ääkköset 💥')).toBe('Ääkköset 💥')
  })
})

describe('the contact form machine uses the same rules', () => {
  async function submit(fields: Partial<Record<'name' | 'email' | 'phone' | 'message', string>>) {
    let sent = 0
    const machine = contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<SendResult, ContactPayload>(async () => {
          sent++
          return { ok: true }
        }),
      },
    })
    const actor = createActor(machine, {
      input: { messages: UI.contact, question: { a: 1, b: 1, token: 't' }, now: () => 0 },
    }).start()
    const all = { name: OK.name, email: OK.email, phone: OK.phone, message: OK.message, mathAnswer: '2', ...fields }
    for (const [field, value] of Object.entries(all)) actor.send({ type: 'user.change', field: field as 'name', value })
    actor.send({ type: 'user.submit' })
    await new Promise((r) => setTimeout(r, 0))
    const { notice } = actor.getSnapshot().context
    actor.stop()
    return { notice, sent }
  }

  it('ESC in the name: the invalid-characters notice on the name field, nothing sent', async () => {
    const { notice, sent } = await submit({ name: 'Maija\u001b[2J' })
    expect(notice).toEqual({
      kind: 'error',
      text: UI.contact.invalidCharacters(UI.contact.fieldNames.name),
      field: 'name',
    })
    expect(sent).toBe(0)
  })

  it('an invisible-only name is too short; ＳＰＡＭ is forbidden', async () => {
    expect((await submit({ name: '\u200b\u200b\u200b' })).notice).toMatchObject({
      text: UI.contact.nameLength(L.name.min, L.name.max),
      field: 'name',
    })
    expect((await submit({ message: 'Hyvä ＳＰＡＭ tarjous teille tänään' })).notice).toMatchObject({
      text: UI.contact.forbiddenContent,
      field: 'message',
    })
  })

  it('a clean message is submitted', async () => {
    const { notice, sent } = await submit({})
    expect(sent).toBe(1)
    expect(notice).toEqual({ kind: 'success', text: UI.contact.sent })
  })
})
