/**
 * Who may do what in the studio (issue 29): the three roles and the rule for
 * each request, pure (no HTTP, no store), so the server enforces and the app
 * shows the same answer. The server checks every API with these; the app
 * only hides or disables what they refuse, and says why.
 *
 * - omistaja (owner): everything, people, rollback, the company facts (site.json)
 * - toimittaja (editor): every content document and translation, photos, publish
 * - kääntäjä (translator): only the translation files of their languages;
 *   publishes only those, shares previews only of those and revokes only their own; no photos
 * - myynti (sales, issue 34): the contact messages ("Yhteydenotot") and the site visits only; no
 *   content at all (the content API refuses it: it lacks 'content' and may write no file)
 *
 * The owner also has the inbox, and alone the data subject's requests (a
 * person's leads exported or erased).
 */
import { TARGET_LANGS, type TargetLang } from '../../i18n/languages.js'

export const ROLES = ['omistaja', 'toimittaja', 'kääntäjä', 'myynti'] as const
export type Role = (typeof ROLES)[number]

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role)

/** What a request needs of its person. */
export const PERMISSIONS = [
  'people',
  'audit',
  'rollback',
  'publish',
  'photos.upload',
  'photos.delete',
  'new-page',
  'preview.share',
  /** Revoking preview links somebody else made (previewRights below). */
  'preview.others',
  /** The content API: documents, translations, the changes, publishing (every role but myynti). */
  'content',
  /** The inbox of contact messages. */
  'leads',
  /** A person's every lead exported or erased (their request under the GDPR). */
  'leads.privacy',
  /** The site visits ("Arviokäynnit", issue 49): the availability settings, the week view, the calendar feeds. */
  'visits',
] as const
export type Permission = (typeof PERMISSIONS)[number]

export interface Actor {
  id: string
  name: string
  email: string
  role: Role
  /** The translator's languages (empty for the other roles). */
  langs: TargetLang[]
}

const GRANTS: Record<Role, ReadonlySet<Permission>> = {
  omistaja: new Set<Permission>([
    'people',
    'audit',
    'rollback',
    'publish',
    'photos.upload',
    'photos.delete',
    'new-page',
    'preview.share',
    'preview.others',
    'content',
    'leads',
    'leads.privacy',
    'visits',
  ]),
  toimittaja: new Set<Permission>([
    'publish',
    'photos.upload',
    'photos.delete',
    'new-page',
    'preview.share',
    'preview.others',
    'content',
  ]),
  kääntäjä: new Set<Permission>(['publish', 'preview.share', 'content']),
  myynti: new Set<Permission>(['leads', 'visits']),
}

export const can = (actor: Actor, permission: Permission): boolean => GRANTS[actor.role].has(permission)

const isTargetLang = (value: unknown): value is TargetLang => TARGET_LANGS.includes(value as TargetLang)

const SITE_FACTS = 'pages-data/site.json'
const TRANSLATION = /^pages-data\/translations\/([a-z]{2})\//

/** The language of a translation file (`pages-data/translations/ru/...`), or null. */
function translationLangOf(file: string): TargetLang | null {
  const lang = TRANSLATION.exec(file)?.[1]
  return isTargetLang(lang) ? lang : null
}

/**
 * May `actor` write `file` (a repository path under pages-data/ or public/images/)?
 * Only the owner changes the company facts; a translator only their languages' files.
 */
export function canWrite(actor: Actor, file: string): boolean {
  if (actor.role === 'omistaja') return true
  if (actor.role === 'toimittaja') return file !== SITE_FACTS
  if (actor.role === 'myynti') return false
  const lang = translationLangOf(file)
  return lang !== null && actor.langs.includes(lang)
}

/** May `actor` publish exactly these files (every one of them theirs to write)? */
export const canPublish = (actor: Actor, files: readonly string[]): boolean =>
  can(actor, 'publish') && files.every((f) => canWrite(actor, f))

/** A preview link as the rules below see it: its document and who made it. */
export interface PreviewLinkOwner {
  file: string
  createdById: string
}

/**
 * Preview links (issue 44): a person makes and sees links only of documents their role may write (a
 * translator: their languages' pages; an editor: every page, as before), and revokes one they see only
 * when they made it or have 'preview.others' (the owner and the editor). The server's /api/previews and
 * the app's share panel both ask these.
 */
export const previewRights = {
  make: (actor: Actor, file: string) => can(actor, 'preview.share') && canWrite(actor, file),
  see: (actor: Actor, link: PreviewLinkOwner) => previewRights.make(actor, link.file),
  revoke: (actor: Actor, link: PreviewLinkOwner) =>
    previewRights.see(actor, link) && (link.createdById === actor.id || can(actor, 'preview.others')),
}

/** Languages from the command line or the people view: "ru,uk" -> ['ru', 'uk']; unknown ones are returned apart. */
export function parseLangs(text: string): { langs: TargetLang[]; unknown: string[] } {
  const parts = text
    .split(/[\s,]+/)
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
  const langs = [...new Set(parts.filter(isTargetLang))]
  return { langs, unknown: parts.filter((p) => !isTargetLang(p)) }
}
