/** Internal links and images referenced from HTML, for the link checker (no DOM needed). */
export function htmlReferences(html: string): { hrefs: string[]; images: string[] } {
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref\s*=\s*"([^"]*)"/gi)].map((m) => m[1]!)
  const images = [...html.matchAll(/<img\b[^>]*\bsrc\s*=\s*"([^"]*)"/gi)].map((m) => m[1]!)
  return { hrefs, images }
}
