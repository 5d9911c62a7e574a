/**
 * The person of a local studio (a developer's `npm run studio`, no sign-in):
 * the owner, named as git names them in the content's repository.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Actor } from './roles.js'

const exec = promisify(execFile)

const gitConfig = async (cwd: string, key: string) =>
  (await exec('git', ['config', '--get', key], { cwd }).catch(() => ({ stdout: '' }))).stdout.trim()

export async function localActor(contentDir: string): Promise<Actor> {
  const [name, email] = await Promise.all([gitConfig(contentDir, 'user.name'), gitConfig(contentDir, 'user.email')])
  return { id: 'local', name: name || 'Paikallinen kehittäjä', email, role: 'omistaja', langs: [] }
}
