/**
 * "Julkaise ajastetusti" (issue 29): a publish held in the studio's store with
 * its time, the chosen files' contents as they were when it was scheduled (what
 * was reviewed is what goes out) and the published version each file had then.
 * Every 15 seconds, and at start, the due ones are claimed (each by one
 * statement, so it runs once) and published in turn. One that was due while
 * the studio was down runs at its start; one a stopped studio left running is
 * marked failed, not run twice. A file published differently since it was
 * scheduled stops the scheduled publish with its reason: nobody's newer
 * published text is overwritten by an old snapshot.
 */
import { STUDIO_UI } from '../strings.fi.js'
import type { Schedule, ScheduledFile, StudioStore } from '../store/studio-store.js'
import { git, type FileChange } from './git-content.js'
import type { Publisher } from './publisher.js'

const UI = STUDIO_UI.releases
const SCHEDULE_TICK_MS = 15_000

/** The blob of a path in HEAD, or null. */
async function headBlob(top: string, file: string): Promise<string | null> {
  return (await git(top, ['rev-parse', '--verify', '--quiet', `HEAD:${file}`]).catch(() => '')).trim() || null
}

export async function snapshot(top: string, changes: FileChange[]): Promise<ScheduledFile[]> {
  return Promise.all(
    changes.map(async (c) => ({
      path: c.path,
      content: c.content === null ? null : c.content.toString('base64'),
      base: await headBlob(top, c.path),
    })),
  )
}

export class Scheduler {
  private timer: NodeJS.Timeout | null = null
  private ticking: Promise<void> | null = null

  constructor(
    private readonly store: StudioStore,
    private readonly publisher: Publisher,
    private readonly titleOf: (file: string) => string,
    private readonly now: () => number = Date.now,
  ) {}

  async start(intervalMs = SCHEDULE_TICK_MS): Promise<void> {
    await this.store.abandonRunning(this.now(), UI.scheduleInterrupted)
    await this.tick()
    this.timer = setInterval(() => void this.tick(), intervalMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    await this.ticking
  }

  /** Runs the due publishes (not while another publish runs: they wait for the next tick). */
  tick(): Promise<void> {
    if (this.ticking || this.publisher.busy) return this.ticking ?? Promise.resolve()
    this.ticking = this.runDue().finally(() => {
      this.ticking = null
    })
    return this.ticking
  }

  private async runDue() {
    for (const schedule of await this.store.claimDue(this.now())) await this.run(schedule)
  }

  private async run(schedule: Schedule) {
    const files = schedule.files
    const person = await this.store.person(schedule.personId)
    const top = this.publisher.options.top
    for (const f of files)
      if ((await headBlob(top, f.path)) !== f.base)
        return this.store.finishSchedule(
          schedule.id,
          'epäonnistui',
          UI.scheduleConflict(this.titleOf(f.path)),
          this.now(),
        )
    if (!person) return this.store.finishSchedule(schedule.id, 'epäonnistui', UI.scheduleGone, this.now())
    const changes = files.map((f) => ({
      path: f.path,
      content: f.content === null ? null : Buffer.from(f.content, 'base64'),
    }))
    await this.publisher.idle()
    const job = this.publisher.publish({ changes, message: schedule.message, actor: person })
    await this.publisher.idle()
    await this.store.finishSchedule(
      schedule.id,
      job.state === 'done' ? 'valmis' : 'epäonnistui',
      job.message,
      this.now(),
    )
  }
}
