/**
 * The tags the studio's rich text editor (app/RichTextEditor.tsx, Tiptap's StarterKit) can represent:
 * the site's rich text tags (src/runtime/rich-text-tags.ts) but those its schema has no node for. A
 * value with any other tag opens as HTML source; src/runtime/rich-text.test.ts sends every editable
 * tag through the sanitiser.
 */
import { RICH_TEXT_TAGS } from '../runtime/rich-text-tags.js'

/** Kept by the sanitiser, but not editable in the editor (tables, <small>, <span>). */
const SOURCE_ONLY = new Set(['table', 'thead', 'tbody', 'tr', 'th', 'td', 'small', 'span'])

export const EDITABLE: ReadonlySet<string> = new Set(RICH_TEXT_TAGS.filter((tag) => !SOURCE_ONLY.has(tag)))
