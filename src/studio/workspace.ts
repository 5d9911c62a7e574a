/**
 * The studio's content folder as the server holds it: the files read once and
 * re-read after every save, the document list with its badges, the check of an
 * edited document (validator + preview render) and the write of a saved one.
 * Node only; the HTTP side is src/studio/router.ts.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { SiteContent } from '../runtime/build-content.js'
import { LANGUAGE_INFO } from '../i18n/languages.js'
import { WriteFailure, writeFilesDurably } from '../storage/replace-file.js'
import { collectionFor, siteCollections } from '../content-collections.js'
import { sourceOfTranslation } from '../runtime/translation-files.js'
import { STUDIO_UI as UI } from './strings.fi.js'
import type { CheckResponse, DocumentEntry } from './studio-api.js'
import {
  checkDocument,
  documentStatuses,
  loadContentSource,
  withSavedFiles,
  type ContentSource,
  type DocumentCheck,
} from './validate-document.js'

/** Renders a page body with the site's components (the Vite SSR module); null when the file has no page. */
export type RenderPage = (content: SiteContent, file: string) => Promise<string | null>

export interface Workspace {
  readonly contentDir: string
  source(): ContentSource
  listDocuments(): DocumentEntry[]
  /** The file's text on disk, or undefined when the content folder has no such document. */
  read(file: string): string | undefined
  check(file: string, text: string): Promise<CheckResponse>
  /** The file as it is on disk now, and its version ('' when there is no such file). */
  onDisk(file: string): { text: string; version: string }
  /**
   * Writes the files (a document and the translations that follow it); the content in memory follows,
   * from the last check's build when it checked exactly these texts on this content, else from one
   * build. `by`: the tab that saved them. All or none on disk (src/storage/replace-file.ts): a failure
   * throws the WriteFailure, naming the files it did change, and the content in memory holds exactly those.
   */
  write(files: readonly { file: string; text: string }[], by?: string): void
  /** Calls `listener` after every write, with the file's new version and the tab that saved it; returns the unsubscribe. */
  onSaved(listener: (saved: SavedEvent) => void): () => void
  /** Absolute path of a content path (`pages-data/...`). */
  fileOnDisk(file: string): string
  /** Reads the content folder again (after a rollback wrote files the studio did not save). */
  reload(): void
}

/** A file written by a save: what an open tab needs to know it is behind (issue 31). */
interface SavedEvent {
  file: string
  version: string
  /** The tab that saved it (its own save is no news to it). */
  by?: string
}

/** A document's title for the list: its title, or a name for the files without one. */
function titleOf(file: string, text: string): string {
  const kind = collectionFor(file)?.collection.kind
  if (kind === 'site') return UI.collections.site
  if (kind === 'navigation') return UI.collections.navigation
  const m = file.endsWith('.md')
    ? /^title:\s*"?(.*?)"?\s*$/m.exec(text)
    : /"(?:title|name)":\s*"((?:[^"\\]|\\.)*)"/.exec(text)
  return m?.[1] || path.basename(file)
}

/** A text's version: what a save sends back to say which file it started from ('' = no file yet). */
export const versionOf = (text: string | undefined) =>
  text === undefined ? '' : createHash('sha256').update(text).digest('hex').slice(0, 20)

/** A content path this studio may read and write: inside the content folder, in a known collection. */
export function contentPath(value: unknown): string | null {
  if (typeof value !== 'string' || !collectionFor(value) || value.includes('..') || value.includes('\\')) return null
  return value
}

/** A translation's title: its language and its Finnish document's title ("Käännös (venäjä): Keittiöremontti …"). */
function translationTitle(texts: ReadonlyMap<string, string>, file: string): string | undefined {
  const of = sourceOfTranslation(file)
  const finnish = of ? texts.get(of.source) : undefined
  if (!of || finnish === undefined) return undefined
  return UI.translations.listTitle(LANGUAGE_INFO[of.lang].finnishName, titleOf(of.source, finnish))
}

function listDocuments(source: ContentSource): DocumentEntry[] {
  const statuses = documentStatuses(source)
  const texts = new Map(source.files.map((f) => [f.path, f.text]))
  const order = new Map(siteCollections.map((c, i) => [c.kind, i]))
  return source.files
    .flatMap((f) => {
      const match = collectionFor(f.path)
      if (!match) return []
      const { collection, slug, parent } = match
      const status = statuses.get(f.path) ?? { errors: 0, warnings: 0 }
      const title = (collection.kind === 'translation' && translationTitle(texts, f.path)) || titleOf(f.path, f.text)
      // A translation's address is its page in that language (from the last build), none for one without a page.
      const route =
        collection.kind === 'translation' ? source.translationRoutes.get(f.path) : collection.route?.(slug, parent)
      return [{ file: f.path, kind: collection.kind, title, route, status }]
    })
    .sort((a, b) => order.get(a.kind)! - order.get(b.kind)! || a.file.localeCompare(b.file))
}

/** The list of a content state, made once: a source is replaced, never changed, by a save (withSavedFiles). */
const listed = new WeakMap<ContentSource, DocumentEntry[]>()
function listOnce(source: ContentSource): DocumentEntry[] {
  const known = listed.get(source)
  if (known) return known
  const list = listDocuments(source)
  listed.set(source, list)
  return list
}

async function checkWith(
  source: ContentSource,
  render: RenderPage,
  file: string,
  text: string,
  onChecked: (check: DocumentCheck) => void,
) {
  const started = performance.now()
  const result = checkDocument(source, file, text)
  onChecked(result)
  const validateMs = performance.now() - started
  let html: string | null = null
  let renderError: string | undefined
  if (result.content) {
    try {
      html = await render(result.content, file)
    } catch (error) {
      renderError = (error as Error).message
    }
  }
  const { diagnostics, elsewhere, saveable } = result
  const totalMs = performance.now() - started
  return { diagnostics, elsewhere, saveable, html, renderError, validateMs, totalMs } satisfies CheckResponse
}

/** Whether a check built exactly these files' texts (those it wrote and nothing else changed). */
function checkedAs(check: DocumentCheck, files: readonly { file: string; text: string }[]): boolean {
  const built = new Map(check.written.map((f) => [f.path, f.text]))
  return files.every((f) => built.get(f.file) === f.text) && files[0]?.file === check.written[0]?.path
}

export function createWorkspace(contentDir: string, render: RenderPage): Workspace {
  let source = loadContentSource(contentDir)
  /** The last check and the content it ran on: a save right after it takes its build. */
  let last: { on: ContentSource; check: DocumentCheck } | null = null
  const listeners = new Set<(saved: SavedEvent) => void>()
  const fileOnDisk = (file: string) => path.join(contentDir, file.replace(/^pages-data\//, ''))
  return {
    contentDir,
    source: () => source,
    listDocuments: () => listOnce(source),
    read: (file) => source.files.find((f) => f.path === file)?.text,
    check: (file, text) => {
      const on = source
      return checkWith(on, render, file, text, (check) => {
        last = { on, check }
      })
    },
    write(files, by) {
      let written = files
      let failure: WriteFailure | undefined
      try {
        writeFilesDurably(files.map(({ file, text }) => ({ file: fileOnDisk(file), data: text })))
      } catch (error) {
        if (!(error instanceof WriteFailure)) throw error
        failure = error
        written = files.filter((f) => error.written.includes(fileOnDisk(f.file)))
      }
      const reuse = !failure && last && last.on === source && checkedAs(last.check, files) ? last.check : null
      last = null
      if (written.length)
        source = reuse
          ? reuse.saved()
          : withSavedFiles(
              source,
              written.map(({ file, text }) => ({ path: file, text })),
            )
      for (const { file, text } of written)
        for (const listener of listeners) listener({ file, version: versionOf(text), ...(by ? { by } : {}) })
      if (failure) throw failure
    },
    onSaved(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    fileOnDisk,
    reload() {
      source = loadContentSource(contentDir)
    },
    onDisk(file) {
      const target = fileOnDisk(file)
      const text = existsSync(target) ? readFileSync(target, 'utf8') : undefined
      return { text: text ?? '', version: versionOf(text) }
    },
  }
}
