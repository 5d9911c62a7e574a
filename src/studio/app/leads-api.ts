/** The browser side of the inbox's API (src/studio/leads/inbox-router.ts) and its addresses in the app. */
import type { InboxMeta, InboxStats, LeadDetail, LeadList, LeadView, Stage } from '../leads/inbox-api.js'
import { send } from './api.js'

/** The list's filter as the address and the API spell it (Finnish names, as in the links people share). */
export interface LeadQuery {
  vaihe?: string
  henkilo?: string
  kieli?: string
  palvelu?: string
  kaupunki?: string
  kuukausi?: string
  haku?: string
}

const FILTER_KEYS = ['vaihe', 'henkilo', 'kieli', 'palvelu', 'kaupunki', 'kuukausi', 'haku'] as const

export const queryString = (q: LeadQuery, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) if (q[key]) params.set(key, q[key]!)
  for (const [k, v] of Object.entries(extra)) params.set(k, v)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The list's last filter (its query string), so "back to the list" returns to it. */
export const lastListSearch = { value: '' }

export const queryOf = (search: string): LeadQuery => {
  const params = new URLSearchParams(search)
  return Object.fromEntries(FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])))
}

const post = <T>(url: string, body: unknown) => send<T>(url, body)

export const leadsApi = {
  meta: () => send<InboxMeta>('/api/leads/meta'),
  overdue: () => send<{ count: number }>('/api/leads/overdue'),
  list: (q: LeadQuery, before?: number) =>
    send<LeadList>(`/api/leads${queryString(q, before ? { ennen: String(before) } : {})}`),
  csvUrl: (q: LeadQuery) => `/api/leads/export.csv${queryString(q)}`,
  xlsxUrl: (q: LeadQuery) => `/api/leads/export.xlsx${queryString(q)}`,
  stats: () => send<InboxStats>('/api/leads/stats'),
  get: (id: number) => send<LeadDetail>(`/api/leads/${id}`),
  stage: (id: number, stage: Stage) => post<LeadDetail>(`/api/leads/${id}/stage`, { stage }),
  assign: (id: number, person: string) => post<LeadDetail>(`/api/leads/${id}/assign`, { person }),
  note: (id: number, text: string) => post<LeadDetail>(`/api/leads/${id}/note`, { text }),
  reply: (id: number, via: 'email' | 'phone') => post<LeadDetail>(`/api/leads/${id}/reply`, { via }),
  eraseMessage: (id: number) => post<LeadDetail>(`/api/leads/${id}/erase-message`, {}),
  findPerson: (who: { email: string; phone: string }) => post<{ leads: LeadView[] }>('/api/leads/person/find', who),
  erasePerson: (who: { email: string; phone: string }) =>
    post<{ erased: number; message: string }>('/api/leads/person/erase', who),
  /** The person's data as a file (a POST: an e-mail address never goes into an address or a log). */
  async exportPerson(who: { email: string; phone: string }): Promise<string | null> {
    const a = await post<unknown>('/api/leads/person/export', who)
    if (!a.ok) return a.body && typeof a.body === 'object' && 'error' in a.body ? String(a.body.error) : ''
    const url = URL.createObjectURL(new Blob([JSON.stringify(a.body, null, 2)], { type: 'application/json' }))
    const link = Object.assign(document.createElement('a'), { href: url, download: 'henkilon-tiedot.json' })
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
    return null
  },
}

/** Where the inbox is: the list, one lead, the week's visits, the figures, a person's data or the visits' settings (/yhteydenotot/…). */
export type InboxPlace =
  | { view: 'list' }
  | { view: 'lead'; id: number }
  | { view: 'week' }
  | { view: 'stats' }
  | { view: 'privacy' }
  /** "Arviokäynnit": the site visits' settings (issue 49, VisitSettings.tsx). */
  | { view: 'visits' }

export const INBOX_PATH = '/yhteydenotot'
const VISITS_PLACE = 'arviokaynnit'

export function placeOf(pathname: string): InboxPlace | null {
  if (pathname !== INBOX_PATH && !pathname.startsWith(`${INBOX_PATH}/`)) return null
  const rest = pathname.slice(INBOX_PATH.length + 1)
  if (/^\d+$/.test(rest)) return { view: 'lead', id: Number(rest) }
  if (rest === 'luvut') return { view: 'stats' }
  if (rest === 'viikko') return { view: 'week' }
  if (rest === 'henkilo') return { view: 'privacy' }
  if (rest === VISITS_PLACE) return { view: 'visits' }
  return { view: 'list' }
}

export function pathOf(place: InboxPlace): string {
  if (place.view === 'lead') return `${INBOX_PATH}/${place.id}`
  if (place.view === 'stats') return `${INBOX_PATH}/luvut`
  if (place.view === 'week') return `${INBOX_PATH}/viikko`
  if (place.view === 'privacy') return `${INBOX_PATH}/henkilo`
  if (place.view === 'visits') return `${INBOX_PATH}/${VISITS_PLACE}`
  return INBOX_PATH
}

/** Whether the app was opened at the inbox's address (a link from Telegram). */
export const openedAtInbox = () => placeOf(location.pathname) !== null

/** From the start screen to the leads still unanswered after 20 hours. */
export function openInbox(setView: (v: 'leads') => void) {
  history.pushState(null, '', `${INBOX_PATH}?vaihe=myohassa`)
  setView('leads')
}
