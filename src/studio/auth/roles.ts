/**
 * Who may do what in the studio, as one table (decision 420): every role with its Finnish name and help,
 * what it may do (its permissions), which files it may write and whether it needs languages. Pure (no
 * HTTP, no store): the server enforces these (`requireAccess`) and the app shows the same answer. A new role is one entry of ROLE_TABLE; the types make a
 * missing part a compile error, and src/studio/auth/roles.test.ts walks every role against every
 * permission and kind of file.
 *
 * The owner also has the inbox, and alone the data subject's requests (a person's leads exported or
 * erased); myynti (sales) has the contact messages and the site visits and no content at all.
 */
import { TARGET_LANGS, type TargetLang } from '../../i18n/languages.js'

/** What a request needs of its person. */
export const PERMISSIONS = [
  'people',
  'audit',
  'rollback',
  'publish',
  /** The photo library: its photos and where each is used (the media view, the editor's photo picker). */
  'photos',
  'photos.upload',
  'photos.delete',
  'new-page',
  'preview.share',
  /** Revoking preview links somebody else made (previewRights below). */
  'preview.others',
  /** The content API: documents, translations, the changes, the release history. */
  'content',
  /** The inbox of contact messages. */
  'leads',
  /** A person's every lead exported or erased (their request under the GDPR). */
  'leads.privacy',
  /** The site visits ("Arviokäynnit"): the availability settings, the week view, the calendar feeds. */
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

/** One role: everything the studio knows of it. */
interface RoleEntry {
  /** Its name in the studio, in Finnish. */
  name: string
  /** One sentence of what it may do, shown where a role is chosen. */
  help: string
  grants: readonly Permission[]
  /** May a person of this role write `file` (a repository path under pages-data/ or public/images/)? */
  writes: (actor: Pick<Actor, 'langs'>, file: string) => boolean
  /** A person of this role works in languages of their own (chosen at the invitation). */
  needsLangs: boolean
}

/** The company facts: only the owner writes them. */
export const SITE_FACTS = 'pages-data/site.json'
const TRANSLATION = /^pages-data\/translations\/([a-z]{2})\//
const isTargetLang = (value: unknown): value is TargetLang => TARGET_LANGS.includes(value as TargetLang)

/** The language of a translation file (`pages-data/translations/ru/...`), or null. */
function translationLangOf(file: string): TargetLang | null {
  const lang = TRANSLATION.exec(file)?.[1]
  return isTargetLang(lang) ? lang : null
}

/** The photo library: browsing it, adding photos, deleting an unused one. */
const PHOTOS: readonly Permission[] = ['photos', 'photos.upload', 'photos.delete']
const EDITING: readonly Permission[] = ['publish', ...PHOTOS, 'new-page', 'preview.share']

export const ROLE_TABLE = {
  omistaja: {
    name: 'Omistaja',
    help: 'Kaikki: sisältö, yrityksen tiedot, julkaisu, palautus, henkilöt ja tapahtumaloki.',
    grants: [
      ...EDITING,
      'preview.others',
      'content',
      'people',
      'audit',
      'rollback',
      'leads',
      'leads.privacy',
      'visits',
    ],
    writes: () => true,
    needsLangs: false,
  },
  toimittaja: {
    name: 'Toimittaja',
    help: 'Kaikki sisältö ja käännökset, kuvat ja julkaisu. Ei yrityksen tietoja eikä henkilöitä.',
    grants: [...EDITING, 'preview.others', 'content'],
    writes: (_actor, file) => file !== SITE_FACTS,
    needsLangs: false,
  },
  kääntäjä: {
    name: 'Kääntäjä',
    help: 'Vain omien kieltensä käännökset ja niiden julkaisu.',
    grants: ['publish', 'preview.share', 'content'],
    writes: (actor, file) => {
      const lang = translationLangOf(file)
      return lang !== null && actor.langs.includes(lang)
    },
    needsLangs: true,
  },
  myynti: {
    name: 'Myynti',
    help: 'Vain yhteydenotot ja arviokäynnit: vastaaminen, vaiheet, muistiinpanot ja arviokäyntien ajat. Ei sivuston sisältöä.',
    grants: ['leads', 'visits'],
    writes: () => false,
    needsLangs: false,
  },
} as const satisfies Record<string, RoleEntry>

export type Role = keyof typeof ROLE_TABLE
export const ROLES = Object.keys(ROLE_TABLE) as Role[]
export const isRole = (value: unknown): value is Role => typeof value === 'string' && Object.hasOwn(ROLE_TABLE, value)

/** A role's entry, typed as the table's shape (its grants a list of permissions). */
const roleOf = (role: Role): RoleEntry => ROLE_TABLE[role]

export const can = (actor: Pick<Actor, 'role'>, permission: Permission): boolean =>
  roleOf(actor.role).grants.includes(permission)

/**
 * May `actor` write `file` (a repository path under pages-data/ or public/images/)?
 * Only the owner changes the company facts; a translator only their languages' files.
 */
export function canWrite(actor: Actor, file: string): boolean {
  return roleOf(actor.role).writes(actor, file)
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

/** The roles as the README and the invite command list them: `role` (Name): its help, one per line. */
export const rolesMarkdown = (): string =>
  ROLES.map((role) => `- \`${role}\` (${ROLE_TABLE[role].name}): ${ROLE_TABLE[role].help}`).join('\n')

/** Does a person of `role` (as a form or a request gives it) work in languages of their own? */
export const needsLangs = (role: unknown): boolean => isRole(role) && roleOf(role).needsLangs
