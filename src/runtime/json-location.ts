import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser'

/** Maps JSON pointers to line and column in the original text. */
export interface Locator {
  /** Location of the value at pointer; key=true gives the property name instead. */
  locate(pointer: string, key?: boolean): { line: number; column: number }
}

export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '' || pointer === '/') return []
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
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
  const root = parseTree(text)
  return {
    locate(pointer, key = false) {
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
    },
  }
}
