/**
 * A translation's texts beside their Finnish (issue 20): for each translatable text of the Finnish
 * document, its place, the Finnish as it is now and the translation to write. A text whose Finnish
 * changed after it was translated is marked stale, with the Finnish then and now, until the
 * translator marks it current. The validator's findings (a missing text, a changed number) show at
 * their text. The rjsf field of a translation's `fields` (forms.tsx).
 */
import type { FieldProps } from '@rjsf/utils'
import { useEffect, useState } from 'react'
import { LANGUAGE_INFO, TARGET_LANGS, type TargetLang } from '../../i18n/languages.js'
import { sourceOfTranslation, translationPath } from '../../runtime/translation-files.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { TranslationSource, TranslationText } from '../translations/translation-source.js'
import { suggestSlug } from '../../i18n/title-slug.js'
import { api } from './api.js'
import { RichTextEditor } from './RichTextEditor.js'

const UI = STUDIO_UI.translations
type Fields = Record<string, { from: string; text: string }>

/** The Finnish name of a language ("venäjä"), for the author. */
export const languageName = (lang: TargetLang) => LANGUAGE_INFO[lang].finnishName

interface RowProps {
  lang: TargetLang
  item: TranslationText
  field: { from: string; text: string } | undefined
  errors: string[]
  id: string
  onChange(next: { from: string; text: string }): void
}

/** A text without its markup (the Finnish it was translated from, shown struck through). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The Finnish as visitors see it: a formatted text formatted (the server sanitised it), else the text. */
function Finnish({ item, id }: { item: TranslationText; id: string }) {
  return (
    <div className="studio-translation__finnish" id={id}>
      <span className="studio-help">{UI.finnish}: </span>
      {item.rich && item.html !== undefined ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own sanitiser made it on the server (translation-source.ts)
        <div lang="fi" className="studio-translation__rich" dangerouslySetInnerHTML={{ __html: item.html }} />
      ) : (
        <span lang="fi">{item.text}</span>
      )}
    </div>
  )
}

function TranslationRow({ lang, item, field, errors, id, onChange }: RowProps) {
  const stale = !!field && field.from !== item.text
  const missing = !field?.text.trim()
  const described = [`${id}__fi`, stale && `${id}__stale`, errors.length && `${id}__error`].filter(Boolean).join(' ')
  const write = (text: string) => onChange({ from: field?.from ?? item.text, text })
  return (
    <li className="studio-translation" data-pointer={item.pointer} data-stale={stale || undefined}>
      <label htmlFor={id} className="studio-translation__place" id={`${id}__place`}>
        {item.place}
        {missing && <span className="studio-badge studio-badge--error"> {UI.missing}</span>}
      </label>
      <Finnish item={item} id={`${id}__fi`} />
      {stale && (
        <div className="studio-translation__stale" id={`${id}__stale`} role="note">
          <strong>{UI.stale}</strong> <span className="studio-help">{UI.staleWas}</span>{' '}
          <del lang="fi">{item.rich ? plain(field.from) : field.from}</del>{' '}
          <button
            type="button"
            className="studio-btn studio-btn--small"
            onClick={() => onChange({ from: item.text, text: field.text })}
          >
            {UI.markCurrent}
          </button>
        </div>
      )}
      {item.rich ? (
        <RichTextEditor
          id={id}
          label={item.place}
          lang={lang}
          value={field?.text ?? ''}
          describedBy={described}
          onChange={write}
        />
      ) : (
        <textarea
          id={id}
          className="studio-textarea"
          lang={lang}
          rows={Math.min(8, Math.max(2, Math.ceil(item.text.length / 70)))}
          value={field?.text ?? ''}
          aria-describedby={described}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(e) => write(e.target.value)}
        />
      )}
      {errors.length > 0 && (
        <p className="studio-error" id={`${id}__error`}>
          {errors.join(' ')}
        </p>
      )}
    </li>
  )
}

type ErrorNode = { __errors?: string[]; [key: string]: unknown }
const errorsAt = (tree: unknown, pointer: string): string[] => {
  const node = (tree as Record<string, ErrorNode> | undefined)?.[pointer]
  const text = node?.text as ErrorNode | undefined
  return [...(node?.__errors ?? []), ...(text?.__errors ?? [])]
}

export function TranslationFields(props: FieldProps) {
  const file = (props.registry.formContext as { file?: string } | undefined)?.file ?? ''
  const [source, setSource] = useState<TranslationSource | 'failed' | null>(null)
  useEffect(() => {
    let live = true
    api.translation(file).then(
      (s) => live && setSource(s),
      () => live && setSource('failed'),
    )
    return () => {
      live = false
    }
  }, [file])
  const fields = (props.formData ?? {}) as Fields
  if (source === 'failed') return <p className="studio-error">{UI.noSource}</p>
  if (!source) return <p className="studio-help">{UI.loading}</p>
  const done = source.texts.filter((t) => fields[t.pointer]?.text.trim()).length
  const stale = source.texts.filter((t) => fields[t.pointer] && fields[t.pointer]!.from !== t.text).length
  return (
    <fieldset className="studio-translations">
      <legend>{UI.translation(languageName(source.lang))}</legend>
      <p className="studio-help">{UI.help}</p>
      <p className="studio-help" role="status">
        {UI.count(done, source.texts.length, stale)}
      </p>
      <ol className="studio-translations__list">
        {source.texts.map((item, i) => (
          <TranslationRow
            key={item.pointer}
            lang={source.lang}
            item={item}
            field={fields[item.pointer]}
            errors={errorsAt(props.errorSchema, item.pointer)}
            id={`${props.fieldPathId.$id}_${i}`}
            onChange={(next) => props.onChange({ ...fields, [item.pointer]: next }, props.fieldPathId.path)}
          />
        ))}
      </ol>
    </fieldset>
  )
}

interface LinksProps {
  /** The open Finnish document. */
  file: string
  entries: readonly { file: string }[]
  /** The languages whose translation this person may open or start (a translator: her own). */
  languages(lang: TargetLang): boolean
  onOpen(file: string): void
  onStart(file: string, text: string, lang: TargetLang): void
  onMessage(message: string): void
}

/**
 * On a Finnish document: its translation in each language, to open, or to start (every text empty and
 * required, from the Finnish as it is now). Not on blog posts (Finnish only) or on a translation.
 */
export function TranslationLinks({ file, entries, languages, onOpen, onStart, onMessage }: LinksProps) {
  const shown = TARGET_LANGS.filter(languages)
  if (!file.endsWith('.json') || sourceOfTranslation(file) || !shown.length) return null
  const start = (lang: TargetLang, target: string) =>
    api.translation(target).then(
      (s) => (s.fresh ? onStart(s.fresh.file, s.fresh.text, lang) : onOpen(target)),
      (e: unknown) => onMessage(e instanceof Error ? e.message : String(e)),
    )
  return (
    <nav className="studio-translation-links" aria-label={UI.title}>
      <span className="studio-help">{UI.title}:</span>
      {shown.map((lang) => {
        const target = translationPath(lang, file)
        const exists = entries.some((e) => e.file === target)
        return (
          <button
            key={lang}
            type="button"
            className="studio-btn studio-btn--small"
            onClick={() => (exists ? onOpen(target) : void start(lang, target))}
          >
            {exists ? UI.open(languageName(lang)) : UI.start(languageName(lang))}
          </button>
        )
      })}
    </nav>
  )
}

interface SlugProps {
  file: string
  data: { slug?: unknown; fields?: unknown }
  entries: readonly { file: string; kind: string; route?: string }[]
  onSlug(slug: string): void
}

/**
 * A page's translation without its address ending: one suggested from the translated title (the
 * language's transliteration, src/i18n/slug.ts), not one another page of the language has (issue 31).
 */
export function SlugSuggestion({ file, data, entries, onSlug }: SlugProps) {
  const of = sourceOfTranslation(file)
  const fields = (data.fields ?? {}) as Fields
  const title = fields['/breadcrumb']?.text || fields['/title']?.text || ''
  const routed = of && entries.some((e) => e.file === of.source && e.route)
  if (!of || !routed || (typeof data.slug === 'string' && data.slug.trim()) || !title.trim()) return null
  const taken = new Set(
    entries.flatMap((e) =>
      e.kind === 'translation' && e.file !== file && e.route?.startsWith(`/${of.lang}/`)
        ? [e.route.split('/').pop() ?? '']
        : [],
    ),
  )
  const slug = suggestSlug(of.lang, title, taken)
  return (
    <p className="studio-warning-text" data-testid="studio-slug-suggestion">
      {UI.slugMissing} {UI.slugSuggestion(slug)}{' '}
      <button type="button" className="studio-btn studio-btn--small" onClick={() => onSlug(slug)}>
        {UI.useSlug}
      </button>
    </p>
  )
}
