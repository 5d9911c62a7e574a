/**
 * The studio's photo upload limits (issue 31), shared by the server (photos.ts) and the picker's help
 * text. An upload may be a phone's full-size photo: up to UPLOAD_MAX_BYTES comes in, is scaled down to
 * MAX_EDGE px on its longer side and stored within the validator's limit (src/images/check.ts).
 */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024
/** The longer side of a stored photo (docs/content-authoring.md: at most 2 560 px). */
export const MAX_EDGE = 2560
/** More pixels than this is refused before it is decoded (a "decompression bomb": a small file, gigabytes of pixels). */
export const MAX_PIXELS = 100_000_000
