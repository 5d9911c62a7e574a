/** A link or image address inside an HTML string, with the index of its first character. */
export interface HtmlReference {
  kind: 'link' | 'image'
  value: string
  index: number
}

/** Internal links and images referenced from HTML, for the link checker (no DOM needed). */
export function htmlReferences(html: string): HtmlReference[] {
  const found = (kind: HtmlReference['kind'], re: RegExp) =>
    [...html.matchAll(re)].map((m) => ({ kind, value: m[2]!, index: m.index + m[1]!.length }))
  return [
    ...found('link', /(<a\b[^>]*\bhref\s*=\s*")([^"]*)"/gi),
    ...found('image', /(<img\b[^>]*\bsrc\s*=\s*")([^"]*)"/gi),
  ].sort((a, b) => a.index - b.index)
}

/** Root-relative Markdown link and image targets in a Markdown body: [text](/path) and ![alt](/path). */
export function markdownReferences(markdown: string): HtmlReference[] {
  return [...markdown.matchAll(/(!?)\[[^\]]*\]\((\/[^)\s]*)/g)].map((m) => ({
    kind: m[1] ? 'image' : 'link',
    value: m[2]!,
    index: m.index + m[0].length - m[2]!.length,
  }))
}
