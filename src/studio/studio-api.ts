/** What the studio's server answers, shared by the server and the browser app. Types only. */
import type { DocumentKind } from '../content-collections.js'
import type { SchemaNode, SectionTypeInfo } from './schema-bundle.js'
import type { FieldChange } from './field-changes.js'
import type { StudioDiagnostic } from './validate-document.js'
import type { TargetLang } from '../i18n/languages.js'
import type { Actor, Permission } from './auth/roles.js'

export type { SectionTypeInfo, StudioDiagnostic }

export type { DocumentKind }

export interface DocumentEntry {
  file: string
  kind: DocumentKind
  title: string
  route?: string
  status: { errors: number; warnings: number }
}

/** A document as the editor's helpers know it (links, slugs taken, translations there are): no badges. */
export type IndexEntry = Omit<DocumentEntry, 'status'>

/** A page in a translator's queue (src/studio/translations/translation-queue.ts). */
export interface QueuedTranslation {
  /** The Finnish document. */
  file: string
  title: string
  lang: TargetLang
  /** The translation's file (there or to be started). */
  target: string
  /** 'missing': not started; 'unfinished': texts missing or changed in Finnish since. */
  state: 'missing' | 'unfinished'
}

/** GET /api/documents (and the start-up's first answer): the search's matches by collection, one page of each. */
export interface DocumentGroups {
  q: string
  /** Documents the search matches in every listed collection. */
  total: number
  /**
   * A translator's queue: her languages' translations not started or unfinished
   * (src/studio/translations/translation-queue.ts).
   */
  queue?: QueuedTranslation[]
  groups: {
    kind: DocumentKind
    /** Documents of the collection the search matches (the page holds `documents.length` of them from `offset`). */
    count: number
    offset: number
    documents: DocumentEntry[]
  }[]
}

/** Who uses the studio, what their role lets them do, and the studio's mode. */
export interface Me extends Actor {
  permissions: Permission[]
  mode: 'server' | 'local'
}

export interface Bootstrap {
  me: Me
  /** The list's first answer: one page of each collection (src/studio/document-list.ts), not every document. */
  list: DocumentGroups
  schemas: Record<DocumentKind, SchemaNode>
  sections: SectionTypeInfo[]
  richTextKeys: string[]
  kinds: string[]
  groups: string[]
  contentDir: string
  /** The menu places a new page can be added to (src/studio/navigation-place.ts). */
  menus: { key: string; label: string }[]
  /** The public site's address ("https://example.fi/"), for a page's full address beside "Sivun osoite". */
  siteUrl: string
}

export interface CheckResponse {
  diagnostics: StudioDiagnostic[]
  elsewhere: StudioDiagnostic[]
  saveable: boolean
  /** The page body rendered by the site's components; null when the content has errors or the file has no page. */
  html: string | null
  renderError?: string
  validateMs: number
  totalMs: number
}

/** A saved, unpublished document in the changes view (src/studio/git-changes.ts). */
export interface ChangeEntry {
  file: string
  /** "Palvelu: Keittiöremontti" */
  title: string
  status: 'added' | 'modified' | 'removed'
  /** Its changed fields by their labels, old → new. */
  fields: FieldChange[]
  /** The unified diff (the owner's expert view only). */
  diff: string
}

/** One place a photo is used: the document, its title, the field's Finnish label path and its JSON pointer. */
export interface PhotoUse {
  file: string
  title: string
  pointer: string
  field: string
}

/** A photo of public/images/photos/ for the media view and the picker. */
export interface PhotoEntry {
  src: string
  bytes: number
  /** Upright size in pixels (0 when the file is not a readable image). */
  width: number
  height: number
  uses: PhotoUse[]
}
