/**
 * Generated leads for the inbox's screenshots and its benchmark: names,
 * messages and languages of the site's real visitors' kind, pages of the site,
 * calculator estimates on some, spread over the past months, each moved along
 * the pipeline as a salesperson would. Deterministic (a seeded random).
 */
import type { NewLead } from '../../server/contact/outbox.js'
/** The languages generated leads are written in (the site's visitors' mix); a language added later needs none. */
export type SeedLang = 'fi' | 'en' | 'ru' | 'uk'
import type { Stage } from '../../src/leads/stages.js'

const NAMES: Record<SeedLang, string[]> = {
  fi: [
    'Matti Virtanen',
    'Liisa Korhonen',
    'Juha Mäkinen',
    'Sanna Nieminen',
    'Pekka Hämäläinen',
    'Aino Laine',
    'Eero Koskinen',
    'Kaisa Järvinen',
  ],
  en: ['James Carter', 'Emily Brooks', 'Oliver Smith', 'Sophie Turner'],
  ru: ['Анна Иванова', 'Дмитрий Смирнов', 'Ольга Кузнецова', 'Сергей Попов'],
  uk: ['Олена Шевченко', 'Андрій Коваленко', 'Ірина Бондаренко', 'Тарас Мельник'],
}

const MESSAGES: Record<SeedLang, string[]> = {
  fi: [
    'Kylpyhuoneen remontti kerrostaloon, noin 5 m². Milloin pääsisitte katsomaan?',
    'Keittiön kaapistojen vaihto ja välitilan laatoitus. Onko syksyllä tilaa?',
    'Olohuoneen maalaus ja tapetointi, 25 m². Pyytäisin tarjouksen.',
    'Saunan lauteiden uusiminen omakotitalossa Espoossa.',
    'Terassin rakentaminen, noin 20 m², kesäkuussa.',
  ],
  en: ['Looking for a bathroom renovation in Helsinki, about 6 m².', 'Could you paint our two-room flat next month?'],
  ru: ['Нужен ремонт ванной в Эспоо, около 5 м².', 'Хотим поменять пол в квартире, 60 м².'],
  uk: ['Потрібен ремонт кухні у Вантаа.', 'Скільки коштує фарбування стін у двокімнатній квартирі?'],
}

const CALCULATOR = { name: 'Kylpyhuoneen hinta-arvio', choices: ['5–7 m²', 'Laatoitus'], estimate: '8 000 – 12 000 €' }

/** Where leads go: a share of them stays, the others move on (some to an offer, some to an order). */
const PATHS: Stage[][] = [
  [],
  ['yhteydessa'],
  ['yhteydessa', 'arviokaynti'],
  ['yhteydessa', 'arviokaynti', 'tarjous'],
  ['yhteydessa', 'arviokaynti', 'tarjous', 'tilattu'],
  ['yhteydessa', 'arviokaynti', 'tarjous', 'ei-tilausta'],
  ['yhteydessa', 'ei-tilausta'],
]

/** A small deterministic random (mulberry32). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export interface SeedLead {
  lead: NewLead
  createdAt: number
  /** The stages it moved through, each with its time. */
  moves: { stage: Stage; at: number }[]
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!

/**
 * `n` leads arriving over `spanDays` before `now`, oldest first. `pages` are the site's pages by
 * language (the Finnish ones are most of the traffic).
 */
export function seedLeads(
  n: number,
  now: number,
  spanDays: number,
  pages: Record<SeedLang, string[]>,
  seed = 34,
): SeedLead[] {
  const random = seededRandom(seed)
  const out: SeedLead[] = []
  for (let i = 0; i < n; i++) {
    const r = random()
    const lang: SeedLang = r < 0.7 ? 'fi' : r < 0.8 ? 'en' : r < 0.9 ? 'ru' : 'uk'
    const createdAt = now - Math.floor((1 - i / n) * spanDays * 86_400_000) + Math.floor(random() * 3_600_000)
    const name = pick(random, NAMES[lang])
    const local =
      name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z]+/g, '.') || 'asiakas'
    const lead: NewLead = {
      name,
      email: `${local.replace(/^\.|\.$/g, '') || 'asiakas'}.${i}@example.fi`,
      phone:
        random() < 0.8
          ? `040 ${String(1_000_000 + Math.floor(random() * 8_999_999)).replace(/(\d{3})(\d{4})/, '$1 $2')}`
          : '',
      message: pick(random, MESSAGES[lang]),
      page: pick(random, pages[lang].length ? pages[lang] : pages.fi),
      calculator: random() < 0.25 ? CALCULATOR : null,
      lang,
    }
    // The newest leads are still new; the older the lead, the further along it is.
    const age = (now - createdAt) / 86_400_000
    const path = age < 0.5 ? [] : pick(random, PATHS)
    let at = createdAt + Math.floor((random() < 0.85 ? 2 + random() * 18 : 26 + random() * 30) * 3_600_000)
    const moves = path.map((stage) => {
      const move = { stage, at: Math.min(at, now) }
      at += Math.floor((1 + random() * 5) * 86_400_000)
      return move
    })
    out.push({ lead, createdAt, moves: moves.filter((m) => m.at < now) })
  }
  return out
}
