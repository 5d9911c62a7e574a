/**
 * The HTML tags rich text may hold: what the sanitiser keeps (rich-text.ts) and what the studio's
 * editor builds its list from (src/studio/rich-text-editable.ts). Pure, so the studio's browser app
 * can read it without DOMPurify.
 */
export const RICH_TEXT_TAGS: readonly string[] = [
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
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'small',
  'span',
]
