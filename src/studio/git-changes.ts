/**
 * The changes view's data (issue 45): the content folder's documents that are saved but not
 * published (they differ from git's HEAD, as "Julkaise" reads them: src/studio/releases/publish.ts), each by
 * its kind and title, with its changed fields in words (old → new) and, for the owner's expert view,
 * its unified diff (a new file as a diff from nothing). A folder outside git gives `{ git: false }`.
 * Node only.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createTwoFilesPatch } from 'diff'
import { fieldChanges } from './field-changes.js'
import { finnishOf, titleOf } from './releases/publish.js'
import { fileAt, git, repoTop } from './releases/git-content.js'
import type { ChangeEntry, DocumentEntry } from './studio-api.js'

/** One line of `git status --porcelain` as a change in words, with its diff. */
async function changeOf(line: string, top: string, folder: string, documents: DocumentEntry[]): Promise<ChangeEntry> {
  const repoFile = line.slice(3).replace(/^"|"$/g, '')
  const file = `pages-data/${repoFile.slice(folder.length + 1)}`
  const status: ChangeEntry['status'] =
    line.startsWith('??') || line.includes('A') ? 'added' : line.includes('D') ? 'removed' : 'modified'
  const now = status === 'removed' ? null : readFileSync(path.join(top, repoFile), 'utf8')
  const before = status === 'added' ? null : ((await fileAt(top, 'HEAD', repoFile))?.toString('utf8') ?? null)
  return {
    file,
    title: titleOf(repoFile, folder, documents),
    status,
    fields: fieldChanges(file, before, now, finnishOf(top, repoFile)),
    diff: createTwoFilesPatch(
      before === null ? '/dev/null' : file,
      now === null ? '/dev/null' : file,
      before ?? '',
      now ?? '',
    ),
  }
}

export async function gitChanges(
  contentDir: string,
  documents: DocumentEntry[],
): Promise<{ git: boolean; changes: ChangeEntry[] }> {
  let top: string
  try {
    top = await repoTop(contentDir)
  } catch {
    return { git: false, changes: [] }
  }
  const folder = path.relative(top, contentDir).split(path.sep).join('/')
  const status = await git(top, ['status', '--porcelain', '--untracked-files=all', '--no-renames', '--', folder])
  const changes: ChangeEntry[] = []
  for (const line of status.split('\n').filter(Boolean)) changes.push(await changeOf(line, top, folder, documents))
  return { git: true, changes: changes.sort((a, b) => a.title.localeCompare(b.title, 'fi')) }
}
