/**
 * Rich text fields (RICH_TEXT_KEYS: content, answer): a small Tiptap editor
 * limited to the markup the site's sanitiser keeps (src/runtime/rich-text.ts):
 * paragraphs, bold, italic, h2-h4, lists, links, line breaks, block quotes.
 * Text with markup the editor cannot hold (a table, <small>) opens as HTML
 * source instead, so nothing is dropped silently; the author can switch.
 */
import { type Editor, EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useState } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import { EDITABLE } from '../rich-text-editable.js'
import { useExpert } from './expert.js'
import { LinkPicker } from './LinkPicker.js'
import { useReadOnly } from './read-only.js'

const UI = STUDIO_UI.richText

function editableInEditor(html: string): boolean {
  for (const m of html.matchAll(/<\s*([a-z0-9]+)([^>]*)>/gi)) {
    const tag = m[1]!.toLowerCase()
    if (!EDITABLE.has(tag)) return false
    if (tag !== 'a' && /\S/.test(m[2] ?? '')) return false
  }
  return true
}

interface Props {
  id: string
  label: string
  /** The text's language, when it is not the studio's Finnish (a translation). */
  lang?: string
  value: string
  describedBy: string
  onChange(html: string): void
}

export function RichTextEditor({ id, label, lang, value, describedBy, onChange }: Props) {
  const expert = useExpert()
  const [source, setSource] = useState(() => !editableInEditor(value))
  const labelId = useId()
  return (
    <div className="studio-richtext">
      <span id={labelId} hidden>
        {label}
      </span>
      {expert && (
        <button
          type="button"
          className="studio-btn studio-btn--small studio-richtext__mode"
          aria-pressed={source}
          onClick={() => setSource(!source)}
        >
          {UI.source}
        </button>
      )}
      {source ? (
        <>
          {!editableInEditor(value) && <p className="studio-help">{UI.unsupported}</p>}
          <textarea
            id={id}
            className="studio-textarea"
            aria-label={UI.sourceLabel(label)}
            aria-describedby={describedBy}
            lang={lang}
            value={value}
            rows={6}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      ) : (
        <VisualEditor
          id={id}
          labelId={labelId}
          lang={lang}
          value={value}
          describedBy={describedBy}
          onChange={onChange}
        />
      )}
    </div>
  )
}

/** The formatting buttons: each shows whether it is on where the cursor is. */
function Toolbar({ editor, onLink }: { editor: Editor; onLink(): void }) {
  const button = (label: string, active: boolean, run: () => void) => (
    <button
      type="button"
      className="studio-btn studio-btn--small"
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  )
  return (
    <div role="toolbar" aria-label={UI.toolbar} className="studio-richtext__toolbar">
      {button(UI.bold, editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
      {button(UI.italic, editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
      {button(UI.heading, editor.isActive('heading', { level: 3 }), () =>
        editor.chain().focus().toggleHeading({ level: 3 }).run(),
      )}
      {button(UI.bulletList, editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
      {button(UI.orderedList, editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
      {button(UI.link, editor.isActive('link'), onLink)}
    </div>
  )
}

function VisualEditor({
  id,
  labelId,
  lang,
  value,
  describedBy,
  onChange,
}: {
  id: string
  labelId: string
  lang?: string
  value: string
  describedBy: string
  onChange(html: string): void
}) {
  const readOnly = useReadOnly()
  const editor = useEditor({
    editable: !readOnly,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false, HTMLAttributes: { rel: null, target: null, class: null } },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class: 'studio-richtext__area',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  // A change from elsewhere (the JSON view, a reorder): show it without echoing it back.
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== value)
      editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  const [linking, setLinking] = useState(false)
  if (!editor) return null
  const linked = (href: string | null) => {
    setLinking(false)
    if (href === null) return void editor.commands.focus()
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
  }
  return (
    <>
      {!readOnly && <Toolbar editor={editor} onLink={() => setLinking(true)} />}
      <EditorContent editor={editor} />
      {linking && <LinkPicker current={String(editor.getAttributes('link').href ?? '')} onDone={linked} />}
    </>
  )
}
