import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml'
import type { Locator } from './json-location.js'
import { offsetToLineColumn, pointerSegments } from './json-location.js'

export interface FrontMatterDocument {
  data: unknown
  body: string
  /** Line where the body starts (1-based). */
  bodyLine: number
  locator: Locator
  error?: { message: string; line: number; column: number }
}

/** Splits "---\nyaml\n---\nmarkdown" and maps pointers to lines in the original file. */
export function parseFrontMatter(text: string): FrontMatterDocument {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  if (!m) {
    return {
      data: undefined,
      body: text,
      bodyLine: 1,
      locator: { locate: () => ({ line: 1, column: 1 }) },
      error: { message: 'the file does not start with a --- front matter block', line: 1, column: 1 },
    }
  }
  const yamlStart = text.indexOf('\n') + 1
  const doc = parseDocument(m[1]!, { prettyErrors: false })
  const bodyLine = text.slice(0, m[0].length).split('\n').length
  const bodyOffset = m[0].length
  const nodeAt = (pointer: string): { node: unknown; offset: number } => {
    const segments = pointerSegments(pointer)
    let node: unknown = doc.contents
    let offset = 0
    for (const seg of segments) {
      const range = (node as YamlNode | null)?.range
      if (range) offset = range[0]
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg))
        if (!pair) break
        offset = (pair.key as YamlNode).range?.[0] ?? offset
        node = pair.value
      } else if (isSeq(node)) {
        node = node.items[Number(seg)]
      } else break
    }
    const range = (node as YamlNode | null)?.range
    if (range && segments.length) offset = range[0]
    return { node, offset }
  }
  const locator: Locator = {
    locate: (pointer) => offsetToLineColumn(text, yamlStart + nodeAt(pointer).offset),
    locateIn(pointer, index) {
      const { node, offset } = nodeAt(pointer)
      // Plain and quoted one-line scalars: the text starts at the node (after the quote); block scalars fall back to the node.
      const type = isScalar(node) ? node.type : undefined
      const shift = type === 'PLAIN' ? index : type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE' ? index + 1 : 0
      return offsetToLineColumn(text, yamlStart + offset + shift)
    },
    locateBody: (index) => offsetToLineColumn(text, bodyOffset + index),
  }
  if (doc.errors.length) {
    const err = doc.errors[0]!
    const { line, column } = offsetToLineColumn(text, yamlStart + (err.pos?.[0] ?? 0))
    return {
      data: undefined,
      body: '',
      bodyLine,
      locator,
      error: { message: err.message.split('\n')[0]!, line, column },
    }
  }
  return { data: doc.toJS(), body: text.slice(m[0].length), bodyLine, locator }
}
