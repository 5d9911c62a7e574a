/**
 * The leads' words in Finnish that the public contact API sends as well as the studio shows: each
 * stage's name and the delivery queue's notices to the company's Telegram chat (server/contact/telegram.ts,
 * server/contact/lead-clock.ts). They live with the leads so the public server imports nothing from the
 * studio (tests/repo/no-studio-import.test.ts); the studio's catalogue (src/studio/strings.fi.ts) takes
 * them from here.
 */
import type { Stage } from './stages.js'

/** Each stage's name, as the inbox and the Telegram messages write it. */
export const STAGE_NAMES: Readonly<Record<Stage, string>> = {
  uusi: 'uusi',
  yhteydessa: 'yhteydessä',
  arviokaynti: 'arviokäynti sovittu',
  tarjous: 'tarjous lähetetty',
  tilattu: 'tilattu',
  'ei-tilausta': 'ei tilausta',
}

/** The reminders and the weekly summary the contact API's clock sends to the chat. */
export const LEAD_NOTICES = {
  openInStudio: 'Avaa studiossa',
  reminder: (id: number, name: string) => `⏰ Vastaamatta 20 tuntia: yhteydenotto #${id} (${name})`,
  reminderPage: (page: string) => `Sivu: ${page}`,
  summaryTitle: (week: number, from: string, to: string) => `Viikon ${week} yhteenveto (${from}–${to})`,
  summaryNew: (n: number) => `Uusia yhteydenottoja: ${n}`,
  summaryAnswered: (n: number, of: number, share: string) => `Vastattu 24 tunnin kuluessa: ${n}/${of} (${share})`,
  summaryOrders: (n: number) => `Tilauksia: ${n}`,
  summaryOverdue: (n: number) => `Vastaamatta yli 20 tuntia nyt: ${n}`,
} as const
