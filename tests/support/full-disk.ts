/**
 * A folder on a disk that is full: a small tmpfs mounted for the test, filled to the last byte after the
 * files the test puts there (a save on a full disk). Mounting needs root, as CI runs
 * (.ci/run installs Debian packages); elsewhere it fails saying so.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface FullDisk {
  dir: string
  /** Takes every free byte (call it once the test's files are in place). */
  fill(): void
  /** Gives the filler's bytes back. */
  empty(): void
  unmount(): void
}

export function smallDisk(bytes = 1024 * 1024): FullDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'full-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`a full-disk test mounts a small tmpfs and needs root (as CI runs): ${(error as Error).message}`)
  }
  const filler = path.join(dir, 'filler')
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a')
      const block = Buffer.alloc(4096, 1)
      try {
        for (;;) writeSync(fd, block)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
      // The last partial page too.
      try {
        for (;;) writeSync(fd, block, 0, 1)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      } finally {
        closeSync(fd)
      }
    },
    empty: () => rmSync(filler, { force: true }),
    unmount() {
      execFileSync('umount', [dir], { stdio: 'pipe' })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
