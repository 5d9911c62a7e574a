/**
 * The studio's photo API (`/api/photos`, decision 205), mounted behind the
 * same guard as the rest of the API (src/studio/guard.ts: Host and Origin
 * allow-lists, the session token on POST and DELETE):
 *  - GET    /api/photos                  every photo with where it is used;
 *  - POST   /api/photos?name=<file name> the photo's bytes as the body
 *    (image/jpeg or image/png, at most UPLOAD_MAX_BYTES; scaled down to 2 560 px) → 201 with its
 *    src, width and height (200 and the stored one when the same photo is there already);
 *  - DELETE /api/photos?src=/images/photos/<name> an unused photo.
 * A malformed request gets a 4xx with a Finnish message, never a 5xx.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { requireAccess } from '../auth/require-access.js'
import { STUDIO_UI } from '../strings.fi.js'
import { UPLOAD_MAX_BYTES } from './photo-limits.js'
import { deletePhoto, listPhotos, PhotoError, photoUses, storePhoto, tooLarge } from './photos.js'
import type { Workspace } from '../workspace.js'

const UI = STUDIO_UI.photos
const IMAGE_TYPES = ['image/jpeg', 'image/png']

/** The photos' uses in the content as saved, with the documents' titles. */
function usesOf(workspace: Workspace) {
  const titles = new Map(workspace.listDocuments().map((d) => [d.file, d.title]))
  return photoUses(workspace.source(), (file) => titles.get(file) ?? file)
}

/** A refused request in the author's words: PhotoError's own status, the body parser's 4xx, else 400. */
function photoErrors(error: unknown, _req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error)
  if (error instanceof PhotoError) return void res.status(error.status).json({ error: error.message })
  const status = (error as { status?: unknown }).status
  if (status === 413) return void res.status(413).json({ error: tooLarge() })
  if (typeof status === 'number' && status >= 400 && status < 500)
    return void res.status(status).json({ error: STUDIO_UI.errors.badRequest })
  next(error)
}

/** Only an image body is read; anything else is refused before it is. */
function imagesOnly(req: Request, res: Response, next: NextFunction) {
  if (!IMAGE_TYPES.some((type) => req.is(type))) return void res.status(415).json({ error: UI.notImage })
  next()
}

const fail = (next: NextFunction) => (error: unknown) => next(error)

export function photoRouter(workspace: Workspace, publicDir: string): Router {
  const router = express.Router()
  router.get('/photos', requireAccess('photos'), (_req, res) => {
    res.json({ photos: listPhotos(publicDir, usesOf(workspace)) })
  })
  router.post(
    '/photos',
    requireAccess('photos.upload'),
    imagesOnly,
    express.raw({ type: IMAGE_TYPES, limit: UPLOAD_MAX_BYTES }),
    (req: Request, res: Response, next: NextFunction) => {
      const name = typeof req.query.name === 'string' ? req.query.name : ''
      const body: unknown = req.body
      if (!Buffer.isBuffer(body)) return void res.status(400).json({ error: UI.empty })
      storePhoto(publicDir, name, body)
        .then((photo) => void res.status(photo.reused ? 200 : 201).json(photo))
        .catch(fail(next))
    },
  )
  router.delete('/photos', requireAccess('photos.delete'), (req, res) => {
    deletePhoto(publicDir, req.query.src, usesOf(workspace))
    res.json({ photos: listPhotos(publicDir, usesOf(workspace)) })
  })
  router.use('/photos', photoErrors)
  return router
}
