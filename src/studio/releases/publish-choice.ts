/**
 * Who made each pending change and what the "Julkaise" dialog shows when it
 * opens (issue 45, point "Publishing"): the signed-in person's own changes
 * are chosen already, others' are listed unchosen; the result shown is only
 * her own run that is still going, never somebody else's or an earlier one.
 * Pure: the audit log's save lines and the job come in, no git, no React.
 */
import type { PublishJob } from './publish-job.js'

/** A line of the audit log as far as this needs it (src/studio/store/studio-store.ts AuditEntry). */
export interface SaveLine {
  at: number
  person: string
  action: string
  target: string
}

/**
 * The people (as the audit log names them) who saved `file` (`pages-data/...`) after `since`
 * (ms; 0 for a file never published), each once, the latest first.
 */
export function savedBy(lines: readonly SaveLine[], file: string, since: number): string[] {
  const out: string[] = []
  for (const l of [...lines].sort((a, b) => b.at - a.at))
    if (l.action === 'save' && l.target === file && l.at > since && !out.includes(l.person)) out.push(l.person)
  return out
}

/**
 * Whether a change is the person's own: she saved it since it was last published. In a local studio
 * without sign-in there is one person, so every change is hers (also one saved outside the studio).
 */
export function isMine(by: readonly string[], me: string, onlyPerson: boolean): boolean {
  return onlyPerson || by.includes(me)
}

/** "Anna Virtanen <anna@example.fi>" → "Anna Virtanen" (the e-mail is not needed on her screen). */
export const personName = (label: string) => label.replace(/\s*<[^>]*>$/, '') || label

/** What the dialog needs of a change to choose it on open. */
interface Choosable {
  file: string
  mine: boolean
  allowed: boolean
  error?: unknown
}

/** The changes chosen when the dialog opens: her own that she may publish and that have no error. */
export function initialChoice(changes: readonly Choosable[]): string[] {
  return changes.filter((c) => c.mine && c.allowed && !c.error).map((c) => c.file)
}

/** The run shown when the dialog opens: only the person's own, and only while it is still going. */
export function shownOnOpen(job: PublishJob | null, me: string): PublishJob | null {
  return job && job.by === me && job.state === 'running' ? job : null
}

/** A choice closed over its requirements (a new page brings its photo, a Finnish page its moved translations). */
export function withRequirements(
  chosen: Iterable<string>,
  pending: readonly { file: string; requires: string[] }[],
): string[] {
  const byFile = new Map(pending.map((p) => [p.file, p]))
  const out = new Set<string>()
  const visit = (file: string) => {
    if (out.has(file) || !byFile.has(file)) return
    out.add(file)
    for (const r of byFile.get(file)!.requires) visit(r)
  }
  for (const file of chosen) visit(file)
  return [...out]
}
