/** Reads a photo's file size and upright dimensions for the validator (Node only; image-size reads the header, synchronously). */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { RasterFileInfo } from './check.js'
import { isRasterSource } from './plan.js'

/** info('/images/photos/x.jpg') for files under publicDir; undefined for a missing or unreadable file. */
export function rasterInfoReader(publicDir: string): (src: string) => RasterFileInfo | undefined {
  return (src) => {
    if (!isRasterSource(src)) return undefined
    const file = path.join(publicDir, src)
    if (!file.startsWith(publicDir) || !existsSync(file)) return undefined
    try {
      const size = imageSize(readFileSync(file))
      // EXIF orientations 5-8 turn the photo a quarter: its upright width is the stored height.
      const turned = (size.orientation ?? 1) >= 5
      return {
        bytes: statSync(file).size,
        width: turned ? size.height : size.width,
        height: turned ? size.width : size.height,
      }
    } catch {
      return undefined
    }
  }
}
