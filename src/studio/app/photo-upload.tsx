/**
 * Adding photos to the library, shared by the photo picker (PhotoPicker.tsx) and the media view
 * (MediaView.tsx): the drop zone and file button, and the upload's state (the request, its Finnish status or
 * error, the library's list after it).
 */
import { type DragEvent, useEffect, useId, useState } from 'react'
import { UPLOAD_MAX_BYTES } from '../photos/photo-limits.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { PhotoEntry } from '../studio-api.js'
import { api, type UploadedPhoto } from './api.js'

const UI = STUDIO_UI.photos
/** The validator's limit, in megabytes, for the help text. */
const LIMIT_MB = Math.round(UPLOAD_MAX_BYTES / 1024 / 1024)
const ACCEPT = 'image/jpeg,image/png'

/** Upload state: the request, its Finnish status or error, and the photos list after it. */
export function usePhotos(onUploaded: (photo: UploadedPhoto) => void = () => {}) {
  /** Null until the list came. */
  const [photos, setPhotos] = useState<PhotoEntry[] | null>(null)
  const [status, setStatus] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const refresh = () =>
    api.photos().then(
      (r) => setPhotos(r.photos),
      (e: Error) => setError(e.message),
    )
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads the list once when the picker opens
  useEffect(() => void refresh(), [])
  const upload = async (file: File) => {
    setError('')
    if (!ACCEPT.split(',').includes(file.type)) return setError(UI.notImage)
    setBusy(true)
    setStatus(UI.uploading)
    try {
      const photo = await api.uploadPhoto(file)
      const notes = [
        photo.reused ? UI.reused(photo.src) : UI.uploaded(photo.src),
        photo.scaledFrom ? UI.scaled(photo.width, photo.height, photo.scaledFrom) : '',
      ]
      setStatus(notes.filter(Boolean).join(' '))
      onUploaded(photo)
      await refresh()
    } catch (e) {
      setStatus('')
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return { photos, setPhotos, status, setStatus, error, setError, busy, upload }
}

export function DropZone({ busy, onFile }: { busy: boolean; onFile(file: File): void }) {
  const [over, setOver] = useState(false)
  const inputId = useId()
  const drop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    const file = e.dataTransfer.files[0]
    if (file) onFile(file)
  }
  return (
    <div
      role="group"
      aria-labelledby={`${inputId}-drop`}
      className={`studio-drop${over ? ' studio-drop--over' : ''}`}
      data-testid="studio-photo-drop"
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p id={`${inputId}-drop`}>{UI.drop}</p>
      <label htmlFor={inputId} className="studio-btn">
        {UI.pick}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) onFile(file)
          e.target.value = ''
        }}
      />
      <p className="studio-help">{UI.limits(LIMIT_MB)}</p>
    </div>
  )
}
