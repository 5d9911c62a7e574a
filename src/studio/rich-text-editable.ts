/**
 * The tags the studio's rich text editor (app/RichTextEditor.tsx, Tiptap's StarterKit) can represent;
 * a value with any other tag opens as HTML source. Each must survive the site's sanitiser
 * (src/runtime/rich-text.ts): tests/unit/rich-text.test.ts sends every one through it.
 */
export const EDITABLE: ReadonlySet<string> = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
])
