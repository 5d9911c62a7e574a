/** A photo's file size and upright dimensions from its bytes (image-size reads the header). */
import { imageSize } from 'image-size'
import type { RasterFileInfo } from './check.js'

/** Undefined for bytes that are not a readable image. */
export function rasterInfo(bytes: Uint8Array): RasterFileInfo | undefined {
  try {
    const size = imageSize(bytes)
    // EXIF orientations 5-8 turn the photo a quarter: its upright width is the stored height.
    const turned = (size.orientation ?? 1) >= 5
    return {
      bytes: bytes.byteLength,
      width: turned ? size.height : size.width,
      height: turned ? size.width : size.height,
    }
  } catch {
    return undefined
  }
}
