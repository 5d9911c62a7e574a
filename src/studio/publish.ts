/**
 * "Julkaise" (issue 21 point 9, decision 192): the saved content changes
 * described in words, the whole content validated (as `npm run validate`
 * does), then one git commit of only those content files (pages-data/ and
 * public/images/) with the author's message and name, pushed when the
 * repository has a remote. Node only; the HTTP side is src/studio/router.ts.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { STUDIO_UI } from './strings.fi.js'
import type { DocumentEntry } from './studio-api.js'
import { loadContentSource } from './validate-document.js'

const UI = STUDIO_UI.publish
const exec = promisify(execFile)
const git = async (cwd: string, ...args: string[]) => (await exec('git', args, { cwd })).stdout

interface PublishAuthor {
  name: string
  email: string
}

export interface PublishPlan {
  git: boolean
  /** The changed pages in words ("Muokattu: Palvelu: Keittiöremontti (/palvelu/keittion-remontti)"). */
  summary: string[]
  /** Repository paths that a publish would commit. */
  files: string[]
  /** git config's user.name / user.email of the content's repository, when set. */
  author: PublishAuthor | null
  remote: boolean
}

export interface PublishResult {
  ok: boolean
  message: string
  commit?: string
  pushed?: boolean
}

/** The repository's top folder and the content paths (relative to it) a publish may commit. */
async function scope(contentDir: string) {
  const top = (await git(contentDir, 'rev-parse', '--show-toplevel')).trim()
  const rel = (p: string) => path.relative(top, p).split(path.sep).join('/')
  return { top, folders: [rel(contentDir), rel(path.join(contentDir, '..', 'public', 'images'))] }
}

/** The changed content files: `[status, repository path]`, only under the content folders. */
async function changedFiles(top: string, folders: string[]): Promise<[string, string][]> {
  const out = await git(top, 'status', '--porcelain', '--untracked-files=all', '--no-renames', '--', ...folders)
  return out
    .split('\n')
    .filter(Boolean)
    .map((line): [string, string] => [line.slice(0, 2), line.slice(3).replace(/^"|"$/g, '')])
    .filter(([, file]) => folders.some((f) => file.startsWith(`${f}/`)))
}

const statusWord = (status: string) =>
  status.includes('?') || status.includes('A') ? UI.added : status.includes('D') ? UI.removed : UI.modified

/** One line in words: the document's kind, title and address, or the file's own path. */
function describe(status: string, file: string, contentFolder: string, documents: DocumentEntry[]): string {
  const contentPath = `pages-data/${file.slice(contentFolder.length + 1)}`
  const doc = documents.find((d) => d.file === contentPath)
  if (!doc) return `${statusWord(status)}: ${file}`
  const kind = UI.kinds[doc.kind] ?? doc.kind
  return `${statusWord(status)}: ${kind}: ${doc.title}${doc.route ? ` (${doc.route})` : ''}`
}

async function configured(top: string, key: string): Promise<string> {
  return (await git(top, 'config', '--get', key).catch(() => '')).trim()
}

export async function publishPlan(contentDir: string, documents: DocumentEntry[]): Promise<PublishPlan> {
  try {
    const { top, folders } = await scope(contentDir)
    const changed = await changedFiles(top, folders)
    const [name, email] = [await configured(top, 'user.name'), await configured(top, 'user.email')]
    const remote = (await git(top, 'remote')).trim() !== ''
    return {
      git: true,
      summary: changed.map(([status, file]) => describe(status, file, folders[0]!, documents)),
      files: changed.map(([, file]) => file),
      author: name && email ? { name, email } : null,
      remote,
    }
  } catch {
    return { git: false, summary: [], files: [], author: null, remote: false }
  }
}

/** The whole content's error count, read from disk (what `npm run validate` would refuse). */
function validationErrors(contentDir: string): number {
  return loadContentSource(contentDir).diagnostics.filter((d) => d.severity === 'error').length
}

async function pushTo(top: string): Promise<{ pushed: boolean; message: string }> {
  const remote = (await git(top, 'remote')).split('\n')[0]!.trim()
  try {
    await git(top, 'push', remote, 'HEAD')
    return { pushed: true, message: UI.pushed(remote) }
  } catch (error) {
    return { pushed: false, message: UI.pushFailed(remote, String((error as { stderr?: string }).stderr ?? '').trim()) }
  }
}

export interface PublishInput {
  message: string
  author?: PublishAuthor
}

/** Validates, commits the changed content files (only those) and pushes when there is a remote. */
export async function publish(contentDir: string, input: PublishInput): Promise<PublishResult> {
  const message = input.message.trim()
  if (!message) return { ok: false, message: UI.noMessage }
  const plan = await publishPlan(contentDir, [])
  if (!plan.git) return { ok: false, message: STUDIO_UI.changes.noGit }
  if (plan.files.length === 0) return { ok: false, message: UI.nothing }
  const errors = validationErrors(contentDir)
  if (errors > 0) return { ok: false, message: UI.invalid(errors) }
  const author = input.author?.name.trim() && input.author.email.trim() ? input.author : plan.author
  if (!author?.name.trim() || !author.email.trim()) return { ok: false, message: UI.noAuthor }
  const { top } = await scope(contentDir)
  const who = ['-c', `user.name=${author.name.trim()}`, '-c', `user.email=${author.email.trim()}`]
  await git(top, 'add', '-A', '--', ...plan.files)
  await git(top, ...who, 'commit', '-q', '-m', message, '--only', '--', ...plan.files)
  const commit = (await git(top, 'rev-parse', '--short', 'HEAD')).trim()
  if (!plan.remote) return { ok: true, commit, pushed: false, message: `${UI.committed(commit)} ${UI.noRemote}` }
  const push = await pushTo(top)
  return { ok: true, commit, pushed: push.pushed, message: `${UI.committed(commit)} ${push.message}` }
}
