/**
 * "Julkaise" (issue 21 point 9, decision 192; issue 29 and issue 31 point 2):
 * the saved changes of the content folder that are not published yet, one per
 * document, each described in words, with its state (an error at a field, a
 * role that may not publish it) and the other changes it must go out with (a
 * new page's photo, a Finnish page's moved translations, a menu's link to a
 * new page). Reads git (the working folder against HEAD). Node only; the HTTP
 * side is src/studio/releases/publish-router.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { TARGET_LANGS } from '../../i18n/languages.js'
import { collectionFor } from '../../content-collections.js'
import { sourceOfTranslation, translationPath } from '../../runtime/translation-files.js'
import { canWrite, type Actor } from '../auth/roles.js'
import { translationsFollowing } from '../translations/follow-translations.js'
import { documentName } from '../document-name.js'
import { changeWords } from '../field-changes.js'
import { isMine, personName, savedBy, type SaveLine } from './publish-choice.js'
import { fileAt, git, repoTop } from './git-content.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { DocumentEntry, StudioDiagnostic } from '../studio-api.js'

const UI = STUDIO_UI.publish
const LIST = STUDIO_UI.publishList

/** One pending change: a document (or a photo) saved and not yet published. */
export interface PendingChange {
  /** Repository path (`pages-data/...`, `public/images/...`). */
  file: string
  status: 'added' | 'modified' | 'removed'
  /** "Palvelu: Kylpyhuoneremontti" */
  title: string
  /** "Hinta muutettu" */
  words: string
  route?: string
  /**
   * The document's first error, where it is (it cannot be published before it is fixed); `left`: not an
   * error but a template's "Kirjoita tähän" text still to write (it does not go live either).
   */
  error?: { place: string; pointer: string; message: string; left?: true }
  /** Whether the person may publish it. */
  allowed: boolean
  /** The other changes that go out with it. */
  requires: string[]
  /** Who saved it since it was last published, by name, the latest first (the audit log's saves; issue 45). */
  by: string[]
  /** Whether it is the person's own change (chosen already when the dialog opens). */
  mine: boolean
}

/** The repository's top folder and the content folders (relative to it) a publish may commit. */
export async function scope(contentDir: string) {
  const top = await repoTop(contentDir)
  const rel = (p: string) => path.relative(top, p).split(path.sep).join('/')
  return { top, folders: [rel(contentDir), rel(path.join(contentDir, '..', 'public', 'images'))] }
}

/** The changed content files: `[status, repository path]`, only under the content folders. */
async function changedFiles(top: string, folders: string[]): Promise<[string, string][]> {
  const out = await git(top, ['status', '--porcelain', '--untracked-files=all', '--no-renames', '--', ...folders])
  return out
    .split('\n')
    .filter(Boolean)
    .map((line): [string, string] => [line.slice(0, 2), line.slice(3).replace(/^"|"$/g, '')])
    .filter(([, file]) => folders.some((f) => file.startsWith(`${f}/`)))
}

const statusOf = (status: string): PendingChange['status'] =>
  status.includes('?') || status.includes('A') ? 'added' : status.includes('D') ? 'removed' : 'modified'

/** The document of a repository path in the studio's list (its paths are `pages-data/...`). */
const entryOf = (file: string, contentFolder: string, documents: DocumentEntry[]) =>
  documents.find((d) => d.file === `pages-data/${file.slice(contentFolder.length + 1)}`)

/** A document's kind and title in words; a photo by its name. */
export function titleOf(file: string, contentFolder: string, documents: DocumentEntry[]): string {
  const doc = entryOf(file, contentFolder, documents)
  if (doc) return documentName(doc)
  return file.includes('/images/') ? `${LIST.photo}: ${path.basename(file)}` : path.basename(file)
}

/** "Muokattu: Palvelu: Keittiöremontti (/palvelu/keittion-remontti)" — the release history's lines. */
export function describe(
  file: string,
  status: PendingChange['status'],
  contentFolder: string,
  documents: DocumentEntry[],
) {
  const isPhoto = file.includes('/images/')
  const word =
    status === 'added' ? (isPhoto ? UI.added : UI.addedPage) : status === 'removed' ? UI.removed : UI.modified
  const route = entryOf(file, contentFolder, documents)?.route
  return `${word}: ${titleOf(file, contentFolder, documents)}${route ? ` (${route})` : ''}`
}

/** The Finnish route of a document file (for links to a new page). */
function routeOf(file: string): string | undefined {
  const match = collectionFor(file)
  return match?.collection.route?.(match.slug, match.parent)
}

/**
 * The pending translations a Finnish change takes along: those the change itself rewrote (moved
 * sections, numbers that followed: src/studio/translations/follow-translations.ts, applied to the published
 * versions). A translator's own pending change to the same page is not one of them: it goes out
 * when it is chosen.
 */
async function translationsNeeded(top: string, file: string, text: string, changed: Set<string>): Promise<string[]> {
  if (sourceOfTranslation(file)) return []
  const pending = TARGET_LANGS.map((lang) => translationPath(lang, file)).filter((t) => changed.has(t))
  if (!pending.length) return []
  const published = new Map<string, string>()
  for (const f of [file, ...pending]) {
    const blob = await fileAt(top, 'HEAD', f)
    if (blob) published.set(f, blob.toString('utf8'))
  }
  const followed = translationsFollowing((f) => published.get(f), file, text).map((t) => t.file)
  return pending.filter((t) => followed.includes(t))
}

/** What `file` (its text now) needs published with it among the other pending changes. */
async function requirementsOf(top: string, file: string, text: string, changed: Map<string, PendingChange['status']>) {
  const needs: string[] = []
  for (const [other, status] of changed) {
    if (other === file || status === 'removed') continue
    if (other.startsWith('public/') && text.includes(other.slice('public'.length))) needs.push(other)
    const route = status === 'added' ? routeOf(other) : undefined
    if (route && route !== '/' && (text.includes(`"${route}"`) || text.includes(`"${route}#`))) needs.push(other)
  }
  return [...needs, ...(await translationsNeeded(top, file, text, new Set(changed.keys())))]
}

export interface PendingInput {
  contentDir: string
  documents: DocumentEntry[]
  /** The first error of a document in the working folder, in Finnish. */
  firstError: (file: string) => StudioDiagnostic | undefined
  actor: Actor
  /** The audit log's lines (its saves say who changed a document) and how it names this person. */
  saves?: readonly SaveLine[]
  me?: string
  /** A local studio without sign-in: every change is the one person's. */
  onlyPerson?: boolean
}

/** A translation's Finnish document as the checkout has it (for its fields' names), or null. */
export function finnishOf(top: string, file: string): string | null {
  const finnish = sourceOfTranslation(file)?.source
  return finnish && existsSync(path.join(top, finnish)) ? readFileSync(path.join(top, finnish), 'utf8') : null
}

/** When `file` was last committed (published), in ms; 0 when it never was. */
async function publishedAt(top: string, file: string): Promise<number> {
  const out = await git(top, ['log', '-1', '--format=%ct', '--', file]).catch(() => '')
  return Number(out.trim()) * 1000 || 0
}

/** Every pending change, documents first, in the list's order. */
export async function pendingChanges({
  contentDir,
  documents,
  firstError,
  actor,
  saves = [],
  me = '',
  onlyPerson = false,
}: PendingInput): Promise<PendingChange[]> {
  const { top, folders } = await scope(contentDir)
  const listed = await changedFiles(top, folders)
  const changed = new Map(listed.map(([s, f]) => [f, statusOf(s)]))
  const out: PendingChange[] = []
  for (const [file, status] of changed) {
    const now = status === 'removed' ? null : readFileSync(path.join(top, file), 'utf8')
    const isDocument = !file.startsWith('public/')
    const before =
      status === 'added' || !isDocument ? null : ((await fileAt(top, 'HEAD', file))?.toString('utf8') ?? null)
    const contentFile = `pages-data/${file.slice(folders[0]!.length + 1)}`
    const error = isDocument ? firstError(contentFile) : undefined
    const by = saves.length ? savedBy(saves, contentFile, await publishedAt(top, file)) : []
    out.push({
      file,
      status,
      title: titleOf(file, folders[0]!, documents),
      words: isDocument
        ? changeWords(file, before, now, finnishOf(top, file))
        : status === 'added'
          ? LIST.added
          : STUDIO_UI.publish.modified,
      route: entryOf(file, folders[0]!, documents)?.route,
      ...(error
        ? {
            error: {
              place: error.place ?? '',
              pointer: error.pointer,
              message: error.message,
              ...(error.severity === 'error' ? {} : { left: true as const }),
            },
          }
        : {}),
      allowed: canWrite(actor, contentFile),
      requires: now !== null && isDocument ? await requirementsOf(top, file, now, changed) : [],
      by: by.map(personName),
      mine: isMine(by, me, onlyPerson),
    })
  }
  return out.sort(
    (a, b) =>
      Number(a.file.startsWith('public/')) - Number(b.file.startsWith('public/')) ||
      a.title.localeCompare(b.title, 'fi'),
  )
}
