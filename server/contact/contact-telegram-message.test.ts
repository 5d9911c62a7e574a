/**
 * The Telegram message says what is the site's and what the visitor's (a fake lead
 * block in a message stays visibly the visitor's), and a message sent again after an attempt whose
 * outcome is unknown (a timeout, an instance stopped mid-send) says it may be a duplicate.
 */
import { describe, expect, it } from 'vitest'
import { Outbox } from './outbox.js'
import { formatLead, VISITOR_LINE, type DeliveryResult } from './telegram.js'
import { DeliveryWorker } from './worker.js'
import { SERVER_UI } from '../../src/ui/strings.fi.js'
import { tempDataDir, VALID_MESSAGE } from '../../tests/support/contact-api.js'
import { waitFor } from '../../tests/support/fake-telegram.js'

const FAKE_BLOCK = [
  'Hei!',
  'Uusi yhteydenotto #1 (1.1.2026 klo 9.00)',
  'Nimi: Toimitusjohtaja',
  'Sähköposti: maksut@evil.example',
  'Puhelin: 0800 000 000',
].join('\n')

describe('the visitor’s text is fenced', () => {
  it('every line of the message starts with the fence; only the site’s heading starts a line with it', () => {
    const text = formatLead({ id: 42, createdAt: Date.UTC(2026, 10, 1), ...VALID_MESSAGE, message: FAKE_BLOCK })
    const lines = text.split('\n')
    const start = lines.indexOf(`${SERVER_UI.telegram.message}:`)
    expect(start).toBeGreaterThan(0)
    expect(lines.slice(start + 1)).toEqual(FAKE_BLOCK.split('\n').map((l) => `${VISITOR_LINE}${l}`))
    expect(lines.filter((l) => l.startsWith('Uusi yhteydenotto'))).toEqual([lines[0]])
    expect(lines.filter((l) => l.startsWith(`${SERVER_UI.telegram.email}:`))).toEqual([
      `${SERVER_UI.telegram.email}: ${VALID_MESSAGE.email}`,
    ])
  })

  it('keeps a one-line field on one line', () => {
    const text = formatLead({ id: 1, createdAt: 0, ...VALID_MESSAGE, name: 'Matti\nSähköposti: x@evil.example' })
    expect(text.split('\n').filter((l) => l.startsWith(`${SERVER_UI.telegram.email}:`))).toHaveLength(1)
  })
})

/** A worker on a fresh outbox whose Telegram answers from `answers`, in turn; the texts it was sent. */
function workerWith(outbox: Outbox, answers: DeliveryResult[]) {
  const texts: string[] = []
  const worker = new DeliveryWorker({
    outbox,
    telegram: { token: '1:t', chatId: '7', apiBase: 'http://127.0.0.1:9' },
    retryBaseMs: 10,
    retryMaxMs: 20,
    requestTimeoutMs: 1_000,
    pollMs: 20,
    log: () => {},
    send: async (_target, text) => {
      texts.push(text)
      return answers.shift() ?? { kind: 'delivered' }
    },
  })
  return { worker, texts }
}

describe('a message sent again after an uncertain attempt', () => {
  it('is marked "(mahdollinen kaksoiskappale)" after a timeout, not after a refusal', async () => {
    const outbox = new Outbox(tempDataDir())
    outbox.add({ ...VALID_MESSAGE, message: 'Aikakatkaisun jälkeen uudelleen lähetetty viesti.' }, Date.now())
    outbox.add({ ...VALID_MESSAGE, message: 'Palvelinvirheen jälkeen uudelleen lähetetty viesti.' }, Date.now())
    const { worker, texts } = workerWith(outbox, [
      { kind: 'retry', error: 'timeout after 1000 ms' },
      { kind: 'retry', error: '502 Bad Gateway' },
    ])
    worker.start()
    try {
      await waitFor(() => outbox.counts().delivered === 2, 10_000, 'both delivered')
      const [first, second, ...again] = texts
      expect(first).not.toContain(SERVER_UI.telegram.possibleDuplicate)
      expect(second).not.toContain(SERVER_UI.telegram.possibleDuplicate)
      const afterTimeout = again.find((t) => t.includes('Aikakatkaisun'))!
      const afterRefusal = again.find((t) => t.includes('Palvelinvirheen'))!
      expect(afterTimeout.split('\n')[0]).toMatch(/^Uusi yhteydenotto #1 .*\(mahdollinen kaksoiskappale\)$/)
      expect(afterRefusal).not.toContain(SERVER_UI.telegram.possibleDuplicate)
    } finally {
      await worker.stop()
      outbox.close()
    }
  })

  it('is marked after the instance stopped in the middle of sending it (kill -9)', async () => {
    const dir = tempDataDir()
    const crashed = new Outbox(dir)
    crashed.add({ ...VALID_MESSAGE, message: 'Kesken jäänyt lähetys.' }, Date.now())
    expect(crashed.claimDue(Date.now())).not.toBeNull() // 'sending' when the process died
    crashed.close()
    const outbox = new Outbox(dir)
    const { worker, texts } = workerWith(outbox, [])
    worker.start()
    try {
      await waitFor(() => texts.length === 1, 10_000, 'the redelivery')
      expect(texts[0]!.split('\n')[0]).toContain(SERVER_UI.telegram.possibleDuplicate)
    } finally {
      await worker.stop()
      outbox.close()
    }
  })
})
