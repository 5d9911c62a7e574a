/**
 * Publishing that goes live (issue 29, decision 234). One publish at a time:
 * the chosen changes are laid over HEAD in the build worktree and validated
 * there (so nobody else's unpublished work is in it), `npm run build` makes a
 * release folder, the release is checked (every page, every file its pages
 * name, a few pages over HTTP), the changes are committed, and `current`
 * switches to the release in one step. Anything failing before the switch
 * leaves the live site as it was and says why in Finnish. After the switch,
 * PUBLISH_HOOK runs on the release and the commit is pushed to the git
 * remote, each with a state the author sees; neither blocks the publish.
 * A rollback is the same switch to a kept release and a commit restoring its
 * content. The author follows the steps (validating, building, checking, live).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { replaceFile, writeFileDurably } from '../../storage/replace-file.js'
import type { Actor } from '../auth/roles.js'
import { STUDIO_UI } from '../strings.fi.js'
import { personLabel, type ReleaseRecord } from '../store/studio-store.js'
import { type ContentSource, inFinnishAll, withEarlierFiles } from '../validate-document.js'
import {
  checkoutTree,
  CONTENT_FOLDERS,
  runBuild,
  takeBuild,
  validateTree,
  warmBuild,
  type BuildTree,
} from './build-tree.js'
import { checkFiles, fetchPages } from './check-release.js'
import { releaseFromCheckoutBuild } from './checkout-release.js'
import { changedBetween, commitFiles, fileAt, headCommit, HeadMovedError, type FileChange } from './git-content.js'
import { pageLinks, type PageLink, type ShownLinks, shownLinks } from './page-links.js'
import { afterSwitch, runCommand } from './after-switch.js'
import {
  STEPS,
  type JobStep,
  type PublishError,
  type PublisherOptions,
  type PublishJob,
  type StepKey,
} from './publish-job.js'
import {
  keepAssets,
  linkPackages,
  liveRelease,
  pruneReleases,
  releaseFolders,
  releaseId,
  switchTo,
  writeReleaseNote,
} from './release-dirs.js'

const UI = STUDIO_UI.releases
export class BusyError extends Error {}

class StepFailure extends Error {
  constructor(
    message: string,
    readonly errors: PublishError[] = [],
    readonly problems: string[] = [],
  ) {
    super(message)
  }
}

const clock = (at: number) =>
  new Intl.DateTimeFormat('fi-FI', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Helsinki' }).format(at)
export const when = (at: number) =>
  new Intl.DateTimeFormat('fi-FI', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Helsinki' }).format(at)

export class Publisher {
  private latest: PublishJob | null = null
  private running: Promise<void> | null = null
  private preparing: Promise<void> | null = null
  private readonly listeners = new Set<(job: PublishJob) => void>()
  readonly tree: BuildTree
  private readonly now: () => number

  constructor(readonly options: PublisherOptions) {
    this.tree = { top: options.top, dir: path.join(options.releasesDir, '.build') }
    this.now = options.now ?? Date.now
  }

  /** The latest publish or rollback (running or ended), for the author's progress view. */
  status(): PublishJob | null {
    return this.latest
  }

  /** Calls `listener` when a publish or a rollback starts and when it ends (issue 45); returns the unsubscribe. */
  onChange(listener: (job: PublishJob) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(job: PublishJob) {
    for (const listener of this.listeners) listener(job)
  }

  /** Resolves when the running job (if any) and the build tree's preparation have ended. */
  async idle(): Promise<void> {
    await this.preparing
    await this.running
  }

  /**
   * The build tree made ready for the first publish (the studio calls this once it has started): the
   * worktree checked out at HEAD and the build's modules compiled (warmBuild), so the first publish after
   * a start or a reboot costs what the next ones do (about 0.9 s less at 20x: the worktree made, every
   * module compiled). A publish that starts meanwhile waits for it; a failure is only logged (the
   * publish lays out the tree itself). Only where releases are built.
   */
  prepare(): Promise<void> {
    const { options } = this
    if (options.mode !== 'release') return Promise.resolve()
    this.preparing ??= (async () => {
      await checkoutTree(this.tree, await headCommit(options.top), options.nodeModules)
      await warmBuild(this.tree, options.buildEnv ?? process.env)
    })().catch((error: unknown) => {
      options.log?.('build tree not prepared', {
        error: String(error),
        output: String((error as { output?: string }).output ?? '').slice(-4000),
      })
    })
    return this.preparing
  }

  get busy(): boolean {
    return this.running !== null
  }

  private start(kind: PublishJob['kind'], actor: Actor, work: (job: PublishJob) => Promise<void>): PublishJob {
    if (this.running) throw new BusyError(UI.busy)
    const job: PublishJob = {
      id: randomUUID(),
      kind,
      by: personLabel(actor),
      startedAt: this.now(),
      state: 'running',
      steps: STEPS[kind === 'rollback' ? 'release' : this.options.mode].map(
        (key): JobStep => ({ key, state: 'waiting' }),
      ),
      message: UI.running,
      errors: [],
      problems: [],
      warnings: [],
      links: [],
      summary: [],
      push: { state: 'none', message: '' },
      hook: { state: 'none', message: '' },
    }
    this.latest = job
    this.changed(job)
    this.running = work(job)
      .catch((error: unknown) => this.fail(job, error))
      .finally(() => {
        job.finishedAt = this.now()
        this.running = null
        this.changed(job)
      })
    return job
  }

  private fail(job: PublishJob, error: unknown) {
    job.state = 'failed'
    for (const s of job.steps) if (s.state === 'running') s.state = 'failed'
    if (error instanceof StepFailure) {
      job.message = error.message
      job.errors = error.errors
      job.problems = error.problems
    } else {
      job.message = error instanceof HeadMovedError ? UI.headMoved : UI.unexpected
      this.options.log?.('publish failed', { error: String((error as Error)?.stack ?? error) })
    }
  }

  private async step<T>(job: PublishJob, key: StepKey, work: () => Promise<T>): Promise<T> {
    const step = job.steps.find((s) => s.key === key)!
    step.state = 'running'
    const started = this.now()
    const result = await work()
    step.state = 'done'
    step.ms = this.now() - started
    return result
  }

  /** Publishes `changes` (the chosen files' contents) with `message` by `actor`. */
  publish(input: { changes: FileChange[]; message: string; actor: Actor }): PublishJob {
    return this.start('publish', input.actor, (job) => this.runPublish(job, input))
  }

  private async runPublish(job: PublishJob, input: { changes: FileChange[]; message: string; actor: Actor }) {
    const { options } = this
    // The tree's preparation, if the studio has just started, ends first: one of them lays out the tree at a time.
    await this.preparing
    const files = input.changes.map((c) => c.path)
    job.summary = options.describe(files)
    const head = await headCommit(options.top)
    if (options.mode === 'commit') {
      const source = await this.step(job, 'validate', async () => {
        await this.layChanges(input.changes, head)
        return this.validate()
      })
      return this.commitOnly(job, input, source, head)
    }
    const at = this.now()
    // Built under a provisional name; named by its own commit once that exists.
    let id = releaseId(at, 'pending')
    let releaseDir = path.join(options.releasesDir, id)
    // The build starts as soon as the changes are in its tree, and the studio validates them meanwhile
    // (two processes, two cores: 2.5 s less at 20x); an error found here stops the build.
    const stopBuild = new AbortController()
    let built: Promise<void> = Promise.resolve()
    const source = await this.step(job, 'validate', async () => {
      await this.layChanges(input.changes, head)
      built = this.build(releaseDir, stopBuild.signal)
      built.catch(() => {}) // (awaited below; an early failure must not go unhandled meanwhile)
      try {
        return this.validate()
      } catch (error) {
        stopBuild.abort()
        await built.catch(() => {})
        throw error
      }
    })
    await this.step(job, 'build', () => built)
    let commit = head
    await this.step(job, 'check', async () => {
      await this.check(releaseDir, source.routes)
      commit = await commitFiles(options.top, input.changes, input.message, input.actor).catch((error: unknown) => {
        rmSync(releaseDir, { recursive: true, force: true })
        throw error
      })
      id = releaseId(at, commit)
      renameSync(releaseDir, path.join(options.releasesDir, id))
      releaseDir = path.join(options.releasesDir, id)
      writeReleaseNote(releaseDir, {
        id,
        commit,
        at: new Date(at).toISOString(),
        by: personLabel(input.actor),
        message: input.message,
        files,
      })
    })
    await this.step(job, 'live', () => this.goLive(job, id))
    const record: ReleaseRecord = {
      id,
      at,
      commit,
      person: personLabel(input.actor),
      message: input.message,
      summary: job.summary,
      kind: 'publish',
      restores: null,
    }
    const links = pageLinks(files, source.translationRoutes, options.siteUrl)
    job.shown = await this.shown(files, source, head, links)
    await this.finish(job, record, links, UI.live(clock(this.now())))
  }

  /** A developer's local studio: the commit (and the push), nothing built or switched. */
  private async commitOnly(
    job: PublishJob,
    input: { changes: FileChange[]; message: string; actor: Actor },
    source: ContentSource,
    head: string,
  ) {
    const commit = await this.step(job, 'commit', () =>
      commitFiles(this.options.top, input.changes, input.message, input.actor),
    )
    const record: ReleaseRecord = {
      id: releaseId(this.now(), commit),
      at: this.now(),
      commit,
      person: personLabel(input.actor),
      message: input.message,
      summary: job.summary,
      kind: 'publish',
      restores: null,
    }
    const files = input.changes.map((c) => c.path)
    const links = pageLinks(files, source.translationRoutes, this.options.siteUrl)
    job.shown = await this.shown(files, source, head, links)
    await this.finish(job, record, links, STUDIO_UI.publishList.committedLocal(commit.slice(0, 7)))
  }

  /**
   * The pages whose lists the published files changed (issue 43): the published content against the
   * content at `head` (the live one), made by one more build of it with the files as they were there.
   * Asked once the change is out: a failure here is only logged (the author still gets her own pages' links).
   */
  private async shown(files: string[], source: ContentSource, head: string, own: PageLink[]): Promise<ShownLinks> {
    const documents = files.filter((f) => f.startsWith('pages-data/'))
    if (!documents.length || !source.content) return { links: [], menus: [] }
    try {
      const earlier = await Promise.all(
        documents.map(async (f) => ({
          path: f,
          text: (await fileAt(this.options.top, head, f))?.toString('utf8') ?? null,
        })),
      )
      const before = withEarlierFiles(source, earlier)
      return shownLinks(documents, { before, after: source }, this.options.siteUrl, own)
    } catch (error) {
      this.options.log?.('pages shown through lists not found', { error: String((error as Error)?.stack ?? error) })
      return { links: [], menus: [] }
    }
  }

  /** The build tree at HEAD with the changes laid over it. */
  private async layChanges(changes: FileChange[], head: string) {
    await checkoutTree(this.tree, head, this.options.nodeModules)
    for (const c of changes) {
      const to = path.join(this.tree.dir, c.path)
      if (c.content === null) rmSync(to, { force: true })
      else replaceFile(to, c.content)
    }
  }

  /** The build tree's content validated; errors stop the publish with their places in Finnish. */
  private validate() {
    const { source, errors } = validateTree(this.tree)
    if (errors.length === 0) return source
    const findings = inFinnishAll(source, errors)
    throw new StepFailure(
      UI.invalid(errors.length),
      findings.slice(0, 30).map((d) => ({
        file: d.file,
        title: this.options.titleOf(d.file),
        place: d.place ?? '',
        pointer: d.pointer,
        message: d.message,
      })),
    )
  }

  /**
   * `npm run build` in the worktree; its dist/ becomes the release, with the form key and the earlier
   * assets. `stop` ends the build (the validation found an error): nothing becomes a release.
   */
  private async build(releaseDir: string, stop?: AbortSignal) {
    const { options } = this
    const shared = path.join(options.releasesDir, '.shared')
    mkdirSync(shared, { recursive: true })
    try {
      // From the live release: only the pages whose data changed are rendered again (decision 321).
      const live = liveRelease(options.releasesDir)
      const output = await runBuild(
        this.tree,
        { ...(options.buildEnv ?? process.env), DIST_DIR: shared },
        live ? path.join(options.releasesDir, live) : undefined,
        stop,
      )
      // What the build did and its phases' times (scripts/build.ts): the operator's view of a slow publish.
      options.log?.('release built', { build: output.split('\n').filter((l) => l.startsWith('[build]')) })
    } catch (error) {
      if (stop?.aborted) throw error
      options.log?.('release build failed', {
        output: String((error as { output?: string }).output ?? '').slice(-4000),
      })
      throw new StepFailure(UI.buildFailed)
    }
    takeBuild(this.tree, releaseDir)
    if (existsSync(path.join(shared, 'contact-form.key')))
      copyFileSync(path.join(shared, 'contact-form.key'), path.join(releaseDir, 'contact-form.key'))
    if (!releaseDir.startsWith(`${options.top}${path.sep}`)) linkPackages(releaseDir, options.nodeModules)
    const id = path.basename(releaseDir)
    keepAssets(options.releasesDir, id, releaseFolders(options.releasesDir).slice(-6))
  }

  private async check(releaseDir: string, routes: readonly string[]) {
    const sample = [
      ...new Set(['/', routes.find((r) => r.startsWith('/palvelu/')), routes.find((r) => r.startsWith('/en'))]),
    ]
    const live = liveRelease(this.options.releasesDir)
    const problems = [
      ...checkFiles(releaseDir, [...routes], live ? path.join(this.options.releasesDir, live) : undefined),
      ...(await fetchPages(
        releaseDir,
        sample.filter((r): r is string => Boolean(r)),
      )),
    ]
    if (problems.length) {
      rmSync(releaseDir, { recursive: true, force: true })
      throw new StepFailure(UI.checkFailed, [], problems)
    }
  }

  /**
   * The switch: the live release's assets kept in the target, then `current` renamed over; then the
   * switch command (the web server's files of the release and its reload, the API's restart).
   */
  private async goLive(job: PublishJob, id: string) {
    const dir = this.options.releasesDir
    const live = liveRelease(dir)
    if (live && live !== id) keepAssets(dir, id, [live, ...releaseFolders(dir).slice(-6)])
    switchTo(dir, id)
    if (!(await this.afterSwitchCommand(id))) job.warnings.push(UI.switchCommandFailed)
  }

  /** RELEASE_SWITCH_COMMAND after `id` went live (the web server's files and reload, the API's restart). */
  private async afterSwitchCommand(id: string): Promise<boolean> {
    const command = this.options.switchCommand
    if (!command) return true
    const dir = this.options.releasesDir
    const env = { ...process.env, RELEASE_DIR: path.join(dir, id), RELEASES_DIR: dir, RELEASE_ID: id }
    const result = await runCommand(command, env, 120_000)
    if (result.code === 0) return true
    this.options.log?.('RELEASE_SWITCH_COMMAND failed', { code: result.code, output: result.output.slice(-4000) })
    return false
  }

  private async finish(job: PublishJob, record: ReleaseRecord, links: PageLink[], message: string) {
    const { store } = this.options
    await store.addRelease(record)
    await store.audit({
      at: this.now(),
      person: record.person,
      action: record.kind,
      target: record.id,
      detail: record.message,
      address: '',
    })
    job.state = 'done'
    job.release = record.id
    job.links = links
    job.message = message
    if (this.options.mode === 'release') pruneReleases(this.options.releasesDir)
    afterSwitch(job, record, this.options)
  }

  /**
   * The release live when the studio first runs (made by a deploy, not by the studio) enters the
   * history, so the site can be returned to it. With nothing live, the checkout's own build becomes the
   * first release (checkout-release.ts: the try-out serves at once, and its first publish is incremental).
   */
  async adoptLiveRelease(): Promise<void> {
    const { options } = this
    const { top, releasesDir, nodeModules, log } = options
    const made = await releaseFromCheckoutBuild({ top, releasesDir, nodeModules, now: this.now(), log })
    if (made) await this.afterSwitchCommand(made)
    const live = liveRelease(options.releasesDir)
    if (!live || (await options.store.releases(1000)).some((r) => (r.restores ?? r.id) === live)) return
    const note = path.join(options.releasesDir, live, 'release.json')
    const recorded = existsSync(note)
      ? (JSON.parse(readFileSync(note, 'utf8')) as { commit?: string }).commit
      : undefined
    await options.store.addRelease({
      id: live,
      at: this.now(),
      commit: recorded ?? (await headCommit(options.top)),
      person: UI.adoptedBy,
      message: UI.adopted,
      summary: [],
      kind: 'publish',
      restores: null,
    })
  }

  /** Returns the site to a kept release: the switch first (seconds), then a commit restoring its content. */
  rollback(input: { release: ReleaseRecord; actor: Actor }): PublishJob {
    return this.start('rollback', input.actor, (job) => this.runRollback(job, input.release, input.actor))
  }

  private async runRollback(job: PublishJob, target: ReleaseRecord, actor: Actor) {
    const { options } = this
    const folder = target.restores ?? target.id
    if (!existsSync(path.join(options.releasesDir, folder, 'client'))) throw new StepFailure(UI.notKept)
    for (const s of job.steps.slice(0, 3)) s.state = 'done'
    await this.step(job, 'live', () => this.goLive(job, folder))
    const head = await headCommit(options.top)
    const files = await changedBetween(options.top, head, target.commit, CONTENT_FOLDERS)
    const changes = await Promise.all(
      files.map(async (f) => ({ path: f, content: await fileAt(options.top, target.commit, f) })),
    )
    const message = UI.rollbackKind(when(target.at))
    const commit = await restoreCommit(options.top, head, changes, message, actor)
    options.onWorkingFolderChanged?.()
    job.summary = options.describe(files)
    const record: ReleaseRecord = {
      id: releaseId(this.now(), commit),
      at: this.now(),
      commit,
      person: personLabel(actor),
      message,
      summary: job.summary,
      kind: 'rollback',
      restores: folder,
    }
    await this.finish(job, record, [], UI.rolledBack(clock(this.now()), when(target.at)))
  }
}

/**
 * The rollback's commit, and the working folder brought along where nobody has unpublished work:
 * a file whose working copy equals the old HEAD's gets the restored content.
 */
async function restoreCommit(top: string, head: string, changes: FileChange[], message: string, actor: Actor) {
  const { readFileSync } = await import('node:fs')
  const commit = await commitFiles(top, changes, message, actor)
  for (const change of changes) {
    const file = path.join(top, change.path)
    const before = await fileAt(top, head, change.path)
    const working = existsSync(file) ? readFileSync(file) : null
    const untouched = before === null ? working === null : working !== null && before.equals(working)
    if (!untouched) continue
    if (change.content === null) rmSync(file, { force: true })
    else writeFileDurably(file, change.content)
  }
  return commit
}
