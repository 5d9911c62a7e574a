/**
 * The generated forms: react-jsonschema-form (@rjsf/core, decision 121) over
 * the bundled schemas (their checks compiled ahead of time: form-validator.ts), with the validator's errors passed in as its
 * `extraErrors` (shown at their field), Finnish array buttons, the rich
 * text editor as a widget, and the object fields of object-fields.tsx (the
 * photo picker; no required marks in an optional object left empty).
 */
import Form, { getDefaultRegistry } from '@rjsf/core'
import type {
  FieldTemplateProps,
  IconButtonProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  WidgetProps,
} from '@rjsf/utils'
import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils'
import { memo, useLayoutEffect, useMemo } from 'react'
import { parsePhone } from '../../runtime/phone.js'
import { STUDIO_UI } from '../strings.fi.js'
import { withoutUnfilled, type JsonObject } from '../document-format.js'
import { uiSchemaFor, withoutSchemaTexts, type ErrorTree } from '../form-mapping.js'
import type { SchemaNode } from '../schema-bundle.js'
import { formValidator } from './form-validator.js'
import { ImageField, ObjectField } from './object-fields.js'
import { RichTextEditor } from './RichTextEditor.js'
import { TranslationFields } from './TranslationFields.js'

const ARRAY_LABELS = STUDIO_UI.arrayItems

function textButton(label: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per label at module load, never in a render
  return function TextButton(props: IconButtonProps) {
    const { id, onClick, disabled, className } = props
    return (
      <button
        type="button"
        id={id}
        className={`studio-btn studio-btn--small ${className ?? ''}`}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </button>
    )
  }
}

const defaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate

/** The elements an author types or chooses in: what aria-invalid belongs to (never a group's box). */
const CONTROL = 'input, select, textarea, [role="textbox"]'

/**
 * A field with the validator's findings (rawErrors: the studio's check, given as extraErrors) marks its
 * control aria-invalid (issue 45); the control's aria-describedby already names the error list under it
 * (`<id>__error`). Set on the element itself after each render, so every widget gets it, the library's
 * own and the rich text editor's (whose element its editor makes).
 */
function FieldTemplate(props: FieldTemplateProps) {
  const invalid = Boolean(props.rawErrors?.length)
  const { id } = props
  useLayoutEffect(() => {
    const el = document.getElementById(id)
    if (!el?.matches(CONTROL)) return
    // Marked as set here, so the mark of a widget's own (the phone field's) is never taken away.
    if (invalid) {
      if (el.getAttribute('aria-invalid') !== 'true') el.setAttribute('data-marked-invalid', '')
      el.setAttribute('aria-invalid', 'true')
    } else if (el.hasAttribute('data-marked-invalid')) {
      el.removeAttribute('aria-invalid')
      el.removeAttribute('data-marked-invalid')
    }
  })
  const Default = defaultFieldTemplate
  return <Default {...props} />
}

const templates = {
  FieldTemplate,
  ButtonTemplates: {
    AddButton: textButton(ARRAY_LABELS.add),
    MoveUpButton: textButton(ARRAY_LABELS.moveUp),
    MoveDownButton: textButton(ARRAY_LABELS.moveDown),
    RemoveButton: textButton(ARRAY_LABELS.remove),
    CopyButton: textButton(ARRAY_LABELS.copy),
  },
}

function RichTextWidget(props: WidgetProps) {
  const describedBy = [`${props.id}__description`, `${props.id}__error`].join(' ')
  return (
    <RichTextEditor
      id={props.id}
      value={typeof props.value === 'string' ? props.value : ''}
      describedBy={describedBy}
      label={props.label}
      onChange={(html) => props.onChange(html === '' ? undefined : html)}
    />
  )
}

const defaultSelect = getDefaultRegistry().widgets.SelectWidget
if (!defaultSelect) throw new Error('@rjsf/core has no default SelectWidget')
const DefaultSelect = defaultSelect

/** rjsf's chooser between anyOf/oneOf kinds is a select without a label: it gets one (axe select-name). */
function SelectWidget(props: WidgetProps) {
  if (!/__(anyof|oneof)_select$/.test(props.id)) return <DefaultSelect {...props} />
  return (
    <label>
      <span className="visually-hidden">{STUDIO_UI.valueKind}</span>
      <DefaultSelect {...props} />
    </label>
  )
}

/**
 * A phone number (issue 31): typed in any usual form ("0401234567", "040 123 4567"), written in one
 * (libphonenumber-js, src/runtime/phone.ts) when the field is left; a number that is not whole is left
 * as typed for the validator to name, with the reason under the field at once.
 */
function PhoneWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' ? props.value : ''
  const digits = props.options.digits === true
  const parsed = value.trim() ? parsePhone(value) : null
  const describedBy = [`${props.id}__description`, `${props.id}__error`, `${props.id}__phone`].join(' ')
  return (
    <>
      <input
        id={props.id}
        type="tel"
        autoComplete="off"
        className="studio-input"
        value={value}
        aria-describedby={describedBy}
        aria-invalid={parsed?.valid === false || undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={() => {
          if (parsed?.valid) props.onChange(digits ? parsed.digits : parsed.international)
        }}
      />
      {parsed?.valid === false && (
        <p className="studio-error" id={`${props.id}__phone`}>
          {STUDIO_UI.phone.invalid}
        </p>
      )}
    </>
  )
}

const widgets: RegistryWidgetsType = { richText: RichTextWidget, SelectWidget, phone: PhoneWidget }
const fields: RegistryFieldsType = { ObjectField, image: ImageField, translationFields: TranslationFields }

interface SchemaFormProps {
  schema: SchemaNode
  data: JsonObject
  errors: ErrorTree
  idPrefix: string
  /** Section type or document kind: whose Finnish labels the fields get (src/studio/labels.fi.ts). */
  scope: string
  richTextKeys: ReadonlySet<string>
  /** Passed back to onChange, so one stable callback serves a list of forms. */
  index?: number
  /** The open document's file, for fields that fetch what goes beside them (a translation's Finnish). */
  file?: string
  onChange(data: JsonObject, index: number): void
}

/** rjsf's own words in Finnish (the catalogue's formLibrary), English only for what has none. */
const FORM_WORDS = new Map(
  Object.entries(STUDIO_UI.formLibrary).map(([name, fi]) => [
    TranslatableString[name as keyof typeof TranslatableString],
    fi,
  ]),
)
const translateString = (s: TranslatableString, params?: string[]) => {
  const fi = FORM_WORDS.get(s)
  return fi === undefined ? englishStringTranslator(s, params) : replaceStringParameters(fi, params)
}

/** One generated form (document fields, or one section). */
export const SchemaForm = memo(function SchemaForm({
  schema,
  data,
  errors,
  idPrefix,
  scope,
  richTextKeys,
  index = 0,
  file,
  onChange,
}: SchemaFormProps) {
  const uiSchema = useMemo(() => {
    const ui = uiSchemaFor(schema, richTextKeys, scope)
    // A translation's texts beside their Finnish (TranslationFields.tsx), not a map of pointers.
    if (scope === 'translation') ui.fields = { ...(ui.fields as object), 'ui:field': 'translationFields' }
    return { ...ui, 'ui:submitButtonOptions': { norender: true } }
  }, [schema, richTextKeys, scope])
  const formContext = useMemo(() => ({ file }), [file])
  const formSchema = useMemo(() => withoutSchemaTexts(schema) as RJSFSchema, [schema])
  const validator = useMemo(() => formValidator(formSchema), [formSchema])
  return (
    <Form
      schema={formSchema}
      uiSchema={uiSchema}
      formData={data}
      validator={validator}
      idPrefix={idPrefix}
      extraErrors={errors as never}
      noValidate
      showErrorList={false}
      noHtml5Validate
      templates={templates}
      widgets={widgets}
      fields={fields}
      formContext={formContext}
      translateString={translateString}
      tagName="div"
      experimental_defaultFormStateBehavior={{
        arrayMinItems: { populate: 'never' },
        emptyObjectFields: 'skipEmptyDefaults',
      }}
      onChange={(e) => onChange(withoutUnfilled((e.formData ?? {}) as JsonObject, data), index)}
    />
  )
})
