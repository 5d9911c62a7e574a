/**
 * The photo picker (issue 21 point 7, decision 205): a modal dialog where the
 * author drops or picks a JPEG or PNG (uploaded at once: stored clean by the
 * studio's server) or chooses one added before, and writes its alt text,
 * without which the photo is not used. The image field fills in src, width
 * and height from the choice.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import type { PhotoEntry } from '../studio-api.js'
import type { UploadedPhoto } from './api.js'
import { DropZone, usePhotos } from './photo-upload.js'

const UI = STUDIO_UI.photos

export interface PickedPhoto extends UploadedPhoto {
  alt: string
}

interface PickerProps {
  current: { src?: string; alt?: string }
  onPick(photo: PickedPhoto): void
  onClose(): void
}

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))
const fileName = (src: string) => src.split('/').pop() ?? src

function PhotoChoices({
  photos,
  chosen,
  onChoose,
}: {
  photos: PhotoEntry[]
  chosen?: string
  onChoose(p: PhotoEntry): void
}) {
  if (!photos.length) return null
  return (
    <fieldset className="studio-photo-choices">
      <legend>{UI.existing}</legend>
      <ul>
        {photos.map((p) => (
          <li key={p.src}>
            <button
              type="button"
              className="studio-photo-choice"
              aria-pressed={p.src === chosen}
              onClick={() => onChoose(p)}
            >
              <img src={p.src} alt="" width={p.width} height={p.height} loading="lazy" />
              <span>{fileName(p.src)}</span>
              <span className="studio-muted">{UI.size(p.width, p.height, kilobytes(p.bytes))}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

interface AltProps {
  value: string
  error: string
  inputRef: RefObject<HTMLInputElement | null>
  onChange(value: string): void
}

function AltInput({ value, error, inputRef, onChange }: AltProps) {
  return (
    <div className="studio-photo-alt">
      <label htmlFor="studio-photo-alt">
        {UI.alt} <span aria-hidden="true">*</span>
      </label>
      <p className="studio-help" id="studio-photo-alt-help">
        {UI.altHelp}
      </p>
      <input
        ref={inputRef}
        id="studio-photo-alt"
        className="studio-input"
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'studio-photo-alt-help studio-photo-alt-error' : 'studio-photo-alt-help'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id="studio-photo-alt-error" className="studio-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The dialog's choice and alt text, and the check before "Käytä kuvaa". */
function useChoice(current: PickerProps['current'], onPick: PickerProps['onPick']) {
  const [chosen, setChosen] = useState<UploadedPhoto | undefined>()
  const [alt, setAlt] = useState(current.alt ?? '')
  const [altError, setAltError] = useState('')
  const [choiceError, setChoiceError] = useState('')
  const altRef = useRef<HTMLInputElement>(null)
  const choose = (photo: UploadedPhoto) => {
    setChosen({ src: photo.src, width: photo.width, height: photo.height })
    setChoiceError('')
  }
  const use = () => {
    if (!chosen) return setChoiceError(UI.noPhotoChosen)
    if (!alt.trim()) {
      setAltError(UI.altRequired)
      return altRef.current?.focus()
    }
    onPick({ ...chosen, alt: alt.trim() })
  }
  const changeAlt = (value: string) => {
    setAlt(value)
    if (value.trim()) setAltError('')
  }
  return { chosen, choose, alt, changeAlt, altError, choiceError, altRef, use }
}

export function PhotoPicker({ current, onPick, onClose }: PickerProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const choice = useChoice(current, onPick)
  const photos = usePhotos(choice.choose)
  useEffect(() => {
    const d = dialog.current
    if (d && !d.open) d.showModal()
  }, [])
  const { chosen } = choice
  return (
    <dialog ref={dialog} className="studio-photo-picker" aria-labelledby="studio-photo-picker-title" onClose={onClose}>
      <h2 id="studio-photo-picker-title">{UI.pickerTitle}</h2>
      <DropZone busy={photos.busy} onFile={(f) => void photos.upload(f)} />
      <p role="status" className="studio-muted">
        {photos.status}
      </p>
      {photos.error && (
        <p role="alert" className="studio-error">
          {photos.error}
        </p>
      )}
      <PhotoChoices photos={photos.photos ?? []} chosen={chosen?.src} onChoose={(p) => choice.choose(p)} />
      {chosen && (
        <p className="studio-photo-chosen">
          <img src={chosen.src} alt="" width={chosen.width} height={chosen.height} />
          {UI.chosen(chosen.src)} ({chosen.width} × {chosen.height} px)
        </p>
      )}
      <AltInput value={choice.alt} error={choice.altError} inputRef={choice.altRef} onChange={choice.changeAlt} />
      {choice.choiceError && (
        <p role="alert" className="studio-error">
          {choice.choiceError}
        </p>
      )}
      <div className="studio-photo-picker__actions">
        <button type="button" className="studio-btn studio-btn--primary" onClick={choice.use}>
          {UI.use}
        </button>
        <button type="button" className="studio-btn" onClick={() => dialog.current?.close()}>
          {UI.cancel}
        </button>
      </div>
    </dialog>
  )
}
