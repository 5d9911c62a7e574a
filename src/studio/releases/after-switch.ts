/**
 * What follows a release going live, never blocking it (issue 29): the
 * PUBLISH_HOOK command on the new release (an rsync or an upload to a CDN for
 * a site served from several machines), and the push of the commit to the git
 * remote when one is configured, tried again after 1, 5 and 15 minutes. Each
 * has a state the author sees on the publish's progress; their own output goes
 * to the server's log, never to the author.
 */
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import path from 'node:path'
import { STUDIO_UI } from '../strings.fi.js'
import type { ReleaseRecord } from '../store/studio-store.js'
import type { PublisherOptions, PublishJob } from './publish-job.js'

const UI = STUDIO_UI.releases
const exec = promisify(execFile)
/** Minutes before each new try of a failed push. */
const PUSH_RETRY_MINUTES = [1, 5, 15]
const HOOK_TIMEOUT_MS = 10 * 60_000

/** Runs a shell command of the operator's; its exit code (null: it could not run) and its output for the log. */
export function runCommand(command: string, env: NodeJS.ProcessEnv, timeout: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('sh', ['-c', command], { env, stdio: ['ignore', 'pipe', 'pipe'], timeout })
    const out: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => out.push(b))
    child.on('error', () => resolve({ code: null, output: '' }))
    child.on('close', (code) => resolve({ code, output: Buffer.concat(out).toString('utf8') }))
  })
}

async function hook(job: PublishJob, record: ReleaseRecord, options: PublisherOptions, folder: string) {
  if (!options.hook || options.mode !== 'release') return
  job.hook = { state: 'running', message: UI.hook.running }
  const { code, output } = await runCommand(
    options.hook,
    {
      ...process.env,
      RELEASE_DIR: path.join(options.releasesDir, folder),
      RELEASE_ID: folder,
      RELEASE_COMMIT: record.commit,
    },
    HOOK_TIMEOUT_MS,
  )
  job.hook = code === 0 ? { state: 'done', message: UI.hook.done } : { state: 'failed', message: UI.hook.failed }
  if (code !== 0) options.log?.('PUBLISH_HOOK failed', { code, release: folder, output: output.slice(-4000) })
}

async function remoteOf(top: string): Promise<string> {
  const { stdout } = await exec('git', ['remote'], { cwd: top }).catch(() => ({ stdout: '' }))
  return stdout.split('\n')[0]?.trim() ?? ''
}

async function push(job: PublishJob, options: PublisherOptions, attempt = 0): Promise<void> {
  const remote = await remoteOf(options.top)
  if (!remote) return
  job.push = { state: 'running', message: UI.push.running }
  try {
    await exec('git', ['push', '--quiet', remote, 'HEAD'], { cwd: options.top, timeout: 120_000 })
    job.push = { state: 'done', message: UI.push.done }
  } catch (error) {
    options.log?.('git push failed', {
      attempt,
      stderr: String((error as { stderr?: string }).stderr ?? '').slice(-2000),
    })
    const minutes = PUSH_RETRY_MINUTES[attempt]
    if (minutes === undefined) {
      job.push = { state: 'failed', message: UI.push.failed }
      return
    }
    job.push = { state: 'retrying', message: UI.push.retrying(minutes) }
    setTimeout(() => void push(job, options, attempt + 1), minutes * 60_000).unref()
  }
}

/** Starts the hook and the push; returns at once. */
export function afterSwitch(job: PublishJob, record: ReleaseRecord, options: PublisherOptions): void {
  const folder = record.restores ?? record.id
  void hook(job, record, options, folder).then(() => push(job, options))
}
