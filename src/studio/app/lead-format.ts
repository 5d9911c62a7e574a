/** How the inbox writes times, ages, languages and where a lead came from (Finnish, Helsinki time). */
import type { Lang } from '../../i18n/languages.js'
import { LANGUAGE_INFO } from '../../i18n/languages.js'
import type { LeadView } from '../leads/inbox-api.js'
import { STUDIO_UI } from '../strings.fi.js'

const UI = STUDIO_UI.leads

const dateTime = new Intl.DateTimeFormat('fi-FI', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Helsinki',
})
const date = new Intl.DateTimeFormat('fi-FI', { dateStyle: 'medium', timeZone: 'Europe/Helsinki' })

/** "20.11.2026 klo 12.00" */
export const when = (at: number) => dateTime.format(at)
/** "20.11.2026" */
export const day = (at: number) => date.format(at)
/** "3 t sitten" */
export const ageOf = (at: number, now = Date.now()) => UI.age(Math.max(0, Math.floor((now - at) / 60_000)))
export const languageName = (lang: Lang) => LANGUAGE_INFO[lang].finnishName
export const stageName = (stage: string) => (UI.stages as Record<string, string>)[stage] ?? stage

/** The lead's origin in one line: the page's title, the service and city, the calculator. */
export function originLine(lead: LeadView): string {
  const parts = [lead.pageTitle || lead.page || UI.unknownPage]
  const place = [lead.service?.name, lead.city?.name].filter(Boolean).join(', ')
  if (place && place !== lead.pageTitle) parts.push(place)
  if (lead.calculator) parts.push(`${UI.calculator}: ${lead.calculator.name}`)
  return parts.join(' · ')
}

/** A "mailto:" that opens the lead's answer with a subject and a greeting. */
export function mailtoOf(lead: Pick<LeadView, 'email' | 'name'>, brand: string): string {
  const subject = encodeURIComponent(UI.mailSubject(brand || STUDIO_UI.appTitle))
  const body = encodeURIComponent(UI.mailGreeting(lead.name))
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${subject}&body=${body}`
}

/** A "tel:" of the phone as written (spaces and dashes dropped). */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
