import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser'

/** Maps JSON pointers to line and column in the original text. */
export interface Locator {
  /** Location of the value at pointer; key=true gives the property name instead. */
  locate(pointer: string, key?: boolean): { line: number; column: number }
  /** Location of the character at `index` inside the string value at pointer (a link or a token in rich text). */
  locateIn?(pointer: string, index: number): { line: number; column: number }
  /** Location of the character at `index` of the Markdown body (front matter documents). */
  locateBody?(index: number): { line: number; column: number }
}

/** Offset in the raw JSON string literal (starting at its opening quote) of the decoded character at index. */
function jsonStringOffset(raw: string, index: number): number {
  let i = 1
  for (let decoded = 0; decoded < index && i < raw.length; decoded++)
    i += raw[i] === '\\' ? (raw[i + 1] === 'u' ? 6 : 2) : 1
  return i
}

export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '' || pointer === '/') return []
  // A loop, not two regular expressions a segment: every translated text's pointer passes here on each build.
  const parts = pointer.slice(1).split('/')
  const segments: (string | number)[] = new Array(parts.length)
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i]!
    if (part.includes('~')) part = part.replace(/~1/g, '/').replace(/~0/g, '~')
    segments[i] = isIndex(part) ? Number(part) : part
  }
  return segments
}

/** Digits only (an array index in a pointer), at least one. */
function isIndex(segment: string): boolean {
  if (segment === '') return false
  for (let i = 0; i < segment.length; i++) {
    const c = segment.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

export function offsetToLineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}

export function jsonLocator(text: string): Locator {
  // The tree is built on the first question: most documents are never asked where anything is.
  let tree: { root: Node | undefined } | undefined
  const rootNode = () => {
    tree ??= { root: parseTree(text) }
    return tree.root
  }
  const locate = (pointer: string, key = false) => {
    const root = rootNode()
    if (!root) return { line: 1, column: 1 }
    const segments = pointerSegments(pointer)
    // Walk up until a node exists (a missing property points at its parent object).
    for (let n = segments.length; n >= 0; n--) {
      const node: Node | undefined = findNodeAtLocation(root, segments.slice(0, n))
      if (!node) continue
      const target = key && n === segments.length && node.parent?.type === 'property' ? node.parent.children![0]! : node
      return offsetToLineColumn(text, target.offset)
    }
    return { line: 1, column: 1 }
  }
  return {
    locate,
    locateIn(pointer, index) {
      const root = rootNode()
      const node = root && findNodeAtLocation(root, pointerSegments(pointer))
      if (node?.type !== 'string') return locate(pointer)
      return offsetToLineColumn(
        text,
        node.offset + jsonStringOffset(text.slice(node.offset, node.offset + node.length), index),
      )
    },
  }
}
