/**
 * A real, throw-away PostgreSQL cluster for tests: initdb + pg_ctl as the
 * `postgres` user (PostgreSQL refuses to run as root) in a temp folder, trust
 * auth on 127.0.0.1, on the first free port of 55432-55439. No mocks. When the
 * binaries are missing the tests FAIL with a message saying how to install
 * them (CI installs Debian's postgresql in .ci/run).
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

export interface TestPostgres {
  url: string
  port: number
  /** A fresh empty database on this cluster. */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

const PG_PORTS = [55432, 55433, 55434, 55435, 55436, 55437, 55438, 55439]

function findPostgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions.length)
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (initdb, pg_ctl). Install them: apt-get install postgresql (CI does this in .ci/run). The PostgreSQL tests do not skip.',
    )
  return path.join(root, versions[0]!, 'bin')
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer()
    s.once('error', () => resolve(false))
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)))
  })
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin()
  const asRoot = userInfo().uid === 0
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' })
  const dir = mkdtempSync(path.join(tmpdir(), 'contact-pg-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
  let lastError: unknown
  for (const port of PG_PORTS) {
    if (!(await portFree(port))) continue
    try {
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c max_connections=100`,
        'start',
      ])
    } catch (error) {
      lastError = error
      continue
    }
    const base = `postgresql://postgres@127.0.0.1:${port}`
    const { default: pg } = await import('pg')
    return {
      port,
      url: `${base}/postgres`,
      async createDatabase(name) {
        const client = new pg.Client({ connectionString: `${base}/postgres` })
        await client.connect()
        await client.query(`CREATE DATABASE "${name}"`)
        await client.end()
        return `${base}/${name}`
      },
      async stop() {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
        } finally {
          rmSync(dir, { recursive: true, force: true })
        }
      },
    }
  }
  rmSync(dir, { recursive: true, force: true })
  throw new Error(
    `Could not start PostgreSQL on any of ports ${PG_PORTS.join(', ')}: ${String((lastError as { stderr?: Buffer })?.stderr ?? lastError ?? 'all busy')}`,
  )
}
