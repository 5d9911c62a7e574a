/**
 * The media view (issue 21 point 7, decision 205): every photo of
 * public/images/photos/ with where it is used (document and field; saved
 * documents from the server, unsaved drafts from this browser). A photo in use
 * cannot be deleted: its button says why. An unused one can, after a question.
 */
import { useState } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import { documentPhotoUses, groupUses } from '../photos/photo-uses.js'
import type { IndexEntry, PhotoEntry, PhotoUse } from '../studio-api.js'
import { api } from './api.js'
import { isDirty, type OpenDoc } from './open-doc.js'
import { DropZone, usePhotos } from './photo-upload.js'

const UI = STUDIO_UI.photos

interface Props {
  docs: OpenDoc[]
  entries: readonly IndexEntry[]
  /** Opens a document where a photo is used; without it (a role without the content) its name is text. */
  onOpen?(file: string): void
  /** Back to the editor; without it this view is the person's home (a role with only the photos). */
  onClose?(): void
  /** What the person's role allows here (auth/roles.ts): adding photos, deleting an unused one. */
  may: { upload: boolean; remove: boolean }
}

/** The uses in unsaved drafts (they replace the saved uses of the same documents). */
function draftUses(docs: OpenDoc[], entries: readonly IndexEntry[]) {
  const drafts = docs.filter((d) => isDirty(d) && d.doc)
  const pairs = drafts.flatMap((d) => {
    const entry = entries.find((e) => e.file === d.file)
    const kind = entry?.kind ?? d.fresh?.kind ?? ''
    return documentPhotoUses({ file: d.file, title: entry?.title ?? d.file, kind, data: d.doc!.data })
  })
  return { files: new Set(drafts.map((d) => d.file)), uses: groupUses(pairs) }
}

function usesOf(photo: PhotoEntry, drafts: ReturnType<typeof draftUses>): PhotoUse[] {
  return [...photo.uses.filter((u) => !drafts.files.has(u.file)), ...(drafts.uses.get(photo.src) ?? [])]
}

function PhotoCard({
  photo,
  uses,
  onOpen,
  onDelete,
}: {
  photo: PhotoEntry
  uses: PhotoUse[]
  onOpen?(file: string): void
  onDelete?(): void
}) {
  const name = photo.src.split('/').pop()
  const whyId = `studio-media-why-${name}`
  return (
    <li className="studio-media__item" data-src={photo.src}>
      <img src={photo.src} alt="" width={photo.width} height={photo.height} loading="lazy" />
      <div>
        <h3>{name}</h3>
        <p className="studio-muted">
          {UI.size(photo.width, photo.height, Math.max(1, Math.round(photo.bytes / 1024)))}
        </p>
        {uses.length ? (
          <>
            <p>{UI.usedIn}</p>
            <ul className="studio-media__uses">
              {uses.map((u) => (
                <li key={`${u.file}${u.pointer}`}>
                  {onOpen ? (
                    <button type="button" className="studio-link" onClick={() => onOpen(u.file)}>
                      {u.title}
                    </button>
                  ) : (
                    u.title
                  )}{' '}
                  › {u.field}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="studio-muted">{UI.unused}</p>
        )}
        {onDelete && (
          <>
            <button
              type="button"
              className="studio-btn studio-btn--small"
              aria-disabled={uses.length ? true : undefined}
              aria-describedby={uses.length ? whyId : undefined}
              onClick={() => !uses.length && onDelete()}
            >
              {UI.remove}
            </button>
            {uses.length > 0 && (
              <p id={whyId} className="studio-help">
                {UI.cannotRemove(uses.length)}
              </p>
            )}
          </>
        )}
      </div>
    </li>
  )
}

export function MediaView({ docs, entries, onOpen, onClose, may }: Props) {
  const { photos, setPhotos, status, setStatus, error, setError, busy, upload } = usePhotos()
  const [message, setMessage] = useState('')
  const drafts = draftUses(docs, entries)
  const remove = (src: string) => {
    if (!window.confirm(UI.confirmRemove(src))) return
    setError('')
    setStatus('')
    api.deletePhoto(src).then(
      (r) => {
        setPhotos(r.photos)
        setMessage(UI.removed(src))
      },
      (e: Error) => setError(e.message),
    )
  }
  return (
    <section className="studio-media" aria-labelledby="studio-media-title">
      <div className="studio-editor__head">
        <h2 id="studio-media-title">{UI.title}</h2>
        {onClose && (
          <button type="button" className="studio-btn" onClick={onClose}>
            {STUDIO_UI.changes.close}
          </button>
        )}
      </div>
      <p className="studio-help">{UI.help}</p>
      {may.upload && (
        <DropZone
          busy={busy}
          onFile={(f) => {
            setMessage('')
            void upload(f)
          }}
        />
      )}
      <p role="status" className="studio-muted">
        {status || message}
      </p>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      {photos?.length === 0 && <p>{UI.none}</p>}
      <ul className="studio-media__list">
        {photos?.map((p) => (
          <PhotoCard
            key={p.src}
            photo={p}
            uses={usesOf(p, drafts)}
            onOpen={onOpen}
            onDelete={may.remove ? () => remove(p.src) : undefined}
          />
        ))}
      </ul>
    </section>
  )
}
