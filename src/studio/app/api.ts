/** The browser side of the studio's API (src/studio/server.ts). */
import type { PendingChange } from '../releases/publish.js'
import type { PublishJob } from '../releases/publish-job.js'
import type { ShownElsewhere } from '../shown-elsewhere.js'
import type { FieldChange } from '../field-changes.js'
import type { AuditEntry, Invite, Passkey, PreviewLink, ReleaseRecord, Schedule } from '../store/studio-store.js'
import type { Role } from '../auth/roles.js'
import type {
  Bootstrap,
  ChangeEntry,
  CheckResponse,
  DocumentEntry,
  DocumentGroups,
  IndexEntry,
  PhotoEntry,
} from '../studio-api.js'
import { statusMessage } from '../api-errors.js'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { TranslationSource } from '../translations/translation-source.js'

/** The session's token, written into the studio's page by its server (src/studio/guard.ts). */
const token = () => document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? ''

/** This tab, named in its saves: the server's saved events (src/studio/saved-events.ts) say which tab saved. */
export const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/** A refused or failed call: its HTTP status (0: no answer) and the message the author reads, in Finnish. */
class StudioApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The Finnish message for an answer: the server's own (always Finnish), else its status's meaning. */
const failure = (status: number, error: unknown) =>
  new StudioApiError(status, typeof error === 'string' && error ? error : statusMessage(status))

/** An answer as JSON, or a StudioApiError in Finnish (no answer, a refusal, a crash, a page that is not JSON). */
async function answer<T>(request: Promise<Response>, accept: readonly number[] = []): Promise<T> {
  let res: Response
  try {
    res = await request
  } catch {
    throw new StudioApiError(0, UI.errors.network)
  }
  const json = (await res.json().catch(() => null)) as (T & { error?: unknown }) | null
  if (!res.ok && !accept.includes(res.status)) throw failure(res.status, json?.error)
  if (json === null || typeof json !== 'object') throw new StudioApiError(res.status, UI.errors.badAnswer)
  return json
}

/** `accept`: statuses whose answer the caller reads itself (a save's 409 conflict, a refused publish's 422). */
function call<T>(url: string, body?: unknown, accept: readonly number[] = []): Promise<T> {
  const headers = { 'x-studio-token': token(), 'x-studio-tab': TAB_ID }
  const init: RequestInit =
    body === undefined
      ? { headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }
  return answer<T>(fetch(url, init), accept)
}

/** An answer of the newer routes: its status and JSON, refusals included (their `error` is Finnish). */
export interface Answer<T> {
  ok: boolean
  status: number
  body: T & { error?: string; field?: string }
}

/** A GET without a body, else a JSON body by `method` (POST, or PUT for a whole replaced setting). */
export async function send<T>(url: string, body?: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<Answer<T>> {
  const headers = { 'x-studio-token': token() }
  const res = await fetch(
    url,
    body === undefined
      ? { headers }
      : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  const json = (await res.json().catch(() => ({}))) as T & { error?: string }
  return { ok: res.ok, status: res.status, body: json }
}

export interface PublishState {
  mode: 'release' | 'commit'
  git?: boolean
  changes: PendingChange[]
  job: PublishJob | null
}

export interface ReleaseList {
  releases: ReleaseRecord[]
  live: string | null
  kept: string[]
  job: PublishJob | null
}

export interface SharedLink extends PreviewLink {
  title: string
  url: string
  /** May this person revoke it (previewRights.revoke of auth/roles.ts)? */
  revocable: boolean
}

export const previewsApi = {
  list: () => send<{ links: SharedLink[] }>('/api/previews'),
  create: (file: string) => send<{ link: SharedLink; message: string }>('/api/previews', { file }),
  revoke: (id: string) => send<{ message: string }>('/api/previews/revoke', { id }),
}

/** Tells the server which document this studio shows; answers who else has which document open. */
export const presence = (file: string | null) => send<{ open: Record<string, string[]> }>('/api/presence', { file })

export const releasesApi = {
  pending: () => send<PublishState>('/api/publish'),
  publish: (files: string[], message: string) => send<{ job: PublishJob }>('/api/publish', { files, message }),
  status: () => send<{ job: PublishJob | null }>('/api/publish/status'),
  releases: () => send<ReleaseList>('/api/releases'),
  diff: (id: string) =>
    send<{ files: { file: string; title: string; fields: FieldChange[] }[] }>(
      `/api/releases/diff?id=${encodeURIComponent(id)}`,
    ),
  rollback: (id: string) => send<{ job: PublishJob }>('/api/releases/rollback', { id }),
  schedules: () => send<{ schedules: (Schedule & { titles: string[] })[] }>('/api/schedules'),
  schedule: (files: string[], message: string, at: number) =>
    send<{ schedule: Schedule; message: string }>('/api/schedules', { files, message, at }),
  cancelSchedule: (id: string) => send<{ ok: boolean }>('/api/schedules/cancel', { id }),
}

export interface PersonRow {
  id: string
  name: string
  email: string
  role: Role
  langs: string[]
  passkeys: number
}

export const peopleApi = {
  list: () => send<{ people: PersonRow[]; invites: Invite[]; roles: Role[] }>('/api/people'),
  invite: (email: string, role: string, langs: string[]) =>
    send<{ link: string; invite: Invite; addsDevice?: { name: string } }>('/api/people/invite', { email, role, langs }),
  cancelInvite: (id: string) => send<{ ok: boolean }>('/api/people/cancel-invite', { id }),
  setRole: (id: string, role: string, langs: string[]) =>
    send<{ message: string }>('/api/people/role', { id, role, langs }),
  remove: (id: string) => send<{ message: string }>('/api/people/remove', { id }),
  audit: (before?: number) => send<{ entries: AuditEntry[] }>(`/api/audit${before ? `?before=${before}` : ''}`),
  me: () => send<{ passkeys: Passkey[] }>('/api/me'),
  passkeyOptions: () => send<{ ceremony: string; options: unknown }>('/api/me/passkeys/options', {}),
  addPasskey: (ceremony: string, label: string, response: unknown) =>
    send<{ message: string; passkeys: Passkey[] }>('/api/me/passkeys', { ceremony, label, response }),
  removePasskey: (id: string) => send<{ passkeys: Passkey[] }>('/api/me/passkeys/remove', { id }),
  signOut: (everywhere: boolean) =>
    send<{ message: string }>(everywhere ? '/auth/sign-out-everywhere' : '/auth/sign-out', {}),
}

export interface UploadedPhoto {
  src: string
  width: number
  height: number
  /** The photo's own size when the studio scaled it down (issue 31). */
  scaledFrom?: { width: number; height: number }
  /** The same photo was there already: that file is used. */
  reused?: boolean
}

/** Sends a photo's bytes (src/studio/photos/photo-router.ts); a refusal throws with the server's Finnish message. */
function sendPhoto(file: File): Promise<UploadedPhoto> {
  return answer<UploadedPhoto>(
    fetch(`/api/photos?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'x-studio-token': token(), 'content-type': file.type || 'application/octet-stream' },
      body: file,
    }),
  )
}

function removePhoto(src: string): Promise<{ photos: PhotoEntry[] }> {
  return answer(
    fetch(`/api/photos?src=${encodeURIComponent(src)}`, { method: 'DELETE', headers: { 'x-studio-token': token() } }),
  )
}

export type SaveResponse =
  | (CheckResponse & {
      version?: string
      error?: string
      theirs?: undefined
      /** Translation files whose texts moved with the saved page's sections (decision 224). */
      followed?: string[]
      /** Languages whose translation took the saved page's changed numbers (issue 31). */
      carried?: string[]
      /** The other pages whose lists show the saved page, and the menus (issue 43). */
      shown?: ShownElsewhere
    })
  | { theirs: string; version: string; error: string }

export const api = {
  bootstrap: () => call<Bootstrap>('/api/bootstrap'),
  /** The list by need (src/studio/document-list.ts): the search's matches, one page of each collection or of `kind`. */
  documents: (query: { q: string; kind?: string; offset?: number; limit?: number }) =>
    call<DocumentGroups>(
      `/api/documents?${new URLSearchParams(
        Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
      )}`,
    ),
  /** Every document's file, collection, title and address: the editor's links and taken slugs. */
  index: () => call<{ documents: IndexEntry[] }>('/api/documents/index'),
  document: (file: string) =>
    call<{ file: string; text: string; version: string }>(`/api/document?file=${encodeURIComponent(file)}`),
  check: (file: string, text: string) => call<CheckResponse>('/api/check', { file, text }),
  /** A translation file's Finnish texts with their places; `fresh`: a new translation's text when there is none yet. */
  translation: (file: string) =>
    call<TranslationSource & { fresh?: { file: string; text: string } }>(
      `/api/translation?file=${encodeURIComponent(file)}`,
    ),
  /** `base`: the version the edits started from; a newer file on disk answers with `theirs` (409). */
  save: (file: string, text: string, base: string) => call<SaveResponse>('/api/save', { file, text, base }, [409, 422]),
  newPage: (input: {
    kind: string
    slug: string
    title?: string
    group?: string
    menu?: string
    icon?: string
    description?: string
  }) =>
    call<{
      file: string
      text: string
      kind: DocumentEntry['kind']
      route?: string
      /** navigation.json with the page's link added (when a menu place was chosen). */
      navigation?: { file: string; text: string; original: string; version: string }
    }>('/api/new', input),
  photos: () => call<{ photos: PhotoEntry[] }>('/api/photos'),
  uploadPhoto: sendPhoto,
  deletePhoto: removePhoto,
  changes: () => call<{ git: boolean; changes: ChangeEntry[] }>('/api/changes'),
}

/** Signs out here or everywhere, then goes to the sign-in page (the bar and "Omat pääsyavaimet" both offer it). */
export async function signOut(everywhere: boolean) {
  const a = await peopleApi.signOut(everywhere)
  location.assign(a.ok ? '/kirjaudu?syy=ulos' : '/kirjaudu')
}
