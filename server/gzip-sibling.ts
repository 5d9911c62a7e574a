/**
 * The build's precompressed copies (decision 193): every text file of
 * dist/client of at least 1 KB gets a <file>.gz sibling at gzip level 9, for
 * nginx's gzip_static and the Node server alike, so neither compresses a page
 * per request.
 */
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs'
import path from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import { replaceFile } from '../src/storage/replace-file.js'

/** The extensions worth compressing (text). */
export const COMPRESSIBLE: ReadonlySet<string> = new Set(['.html', '.css', '.js', '.svg', '.json', '.xml', '.txt'])
/** Smaller files are sent as they are (a gzip header would outweigh the saving). */
export const MIN_COMPRESS_BYTES = 1024

/** The sibling's bytes when it exists and is not older than the file, else null. */
export function gzipSibling(file: string, fileMtimeMs: number): Buffer | null {
  const sibling = statSync(`${file}.gz`, { throwIfNoEntry: false })
  // (1 ms of slack: file times keep whole milliseconds when copied.)
  return sibling?.isFile() && sibling.mtimeMs >= fileMtimeMs - 1 ? readFileSync(`${file}.gz`) : null
}

/** Writes <file>.gz beside one file when it is worth compressing; whether it did. */
export function writeGzipSibling(full: string): boolean {
  const name = path.basename(full)
  if (!COMPRESSIBLE.has(path.extname(name)) || name.startsWith('_')) return false
  const stat = statSync(full)
  if (stat.size < MIN_COMPRESS_BYTES) {
    // A page rebuilt smaller than the threshold must not keep the sibling of its older, bigger self.
    rmSync(`${full}.gz`, { force: true })
    return false
  }
  replaceFile(`${full}.gz`, gzipSync(readFileSync(full), { level: constants.Z_BEST_COMPRESSION }))
  // Same times as the file: nginx's ETag and Last-Modified for the gzip are the file's.
  utimesSync(`${full}.gz`, stat.atimeMs / 1000, stat.mtimeMs / 1000)
  return true
}

/** Writes <file>.gz beside every compressible file of dir (recursively); returns how many. */
export function writeGzipSiblings(dir: string): number {
  let written = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) written += writeGzipSiblings(full)
    else if (writeGzipSibling(full)) written++
  }
  return written
}
