/**
 * The form's object fields: an optional object the author has not filled
 * shows no required marks on its inner fields (they are required only once
 * it is filled in), and an image object gets the photo picker
 * (src/studio/app/PhotoPicker.tsx) beside its fields.
 */
import { getDefaultRegistry } from '@rjsf/core'
import type { FieldProps, RJSFSchema } from '@rjsf/utils'
import { useState } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import { isRasterSource } from '../../images/plan.js'
import { PhotoPicker, type PickedPhoto } from './PhotoPicker.js'

const UI = STUDIO_UI.photos
const DefaultObjectField = getDefaultRegistry().fields.ObjectField!

/** Nothing typed in yet (for the marks; the saved document keeps an empty string: document-format.ts decides what is left out). */
function nothingTyped(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value).every(nothingTyped)
  return false
}

/** An object that is a property (not a list item), not required by its parent, with nothing in it. */
const optionalAndEmpty = (props: FieldProps) =>
  props.required !== true && typeof props.fieldPathId.path.at(-1) === 'string' && nothingTyped(props.formData)

export function ObjectField(props: FieldProps) {
  if (!optionalAndEmpty(props)) return <DefaultObjectField {...props} />
  const { required: _required, ...schema } = props.schema as RJSFSchema
  return <DefaultObjectField {...props} schema={schema} />
}

type ImageValue = { src?: string; alt?: string; width?: number; height?: number }

export function ImageField(props: FieldProps) {
  const [open, setOpen] = useState(false)
  const value = (props.formData ?? {}) as ImageValue
  const pick = (photo: PickedPhoto) => {
    setOpen(false)
    props.onChange({ ...value, ...photo }, props.fieldPathId.path)
  }
  const photo = value.src && isRasterSource(value.src) ? value.src : undefined
  return (
    <div className="studio-image-field">
      <div className="studio-image-field__pick">
        {photo && <img src={photo} alt="" width={value.width} height={value.height} className="studio-thumb" />}
        <button
          type="button"
          className="studio-btn studio-btn--small"
          id={`${props.fieldPathId.$id}__pick`}
          disabled={props.disabled || props.readonly}
          onClick={() => setOpen(true)}
        >
          {value.src ? UI.change : UI.choose}
        </button>
      </div>
      <ObjectField {...props} />
      {open && <PhotoPicker current={value} onPick={pick} onClose={() => setOpen(false)} />}
    </div>
  )
}
