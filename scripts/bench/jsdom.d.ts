/**
 * The part of jsdom's API that stripped.ts uses (jsdom ships no types and
 * @types/jsdom is not a dependency). jsdom itself is already a dev dependency.
 */
declare module 'jsdom' {
  export interface NodeLocation {
    startOffset: number
    endOffset: number
  }
  export class JSDOM {
    constructor(html?: string, options?: { includeNodeLocations?: boolean })
    readonly window: Window & typeof globalThis
    /** Where the node's source starts and ends in the HTML (needs includeNodeLocations). */
    nodeLocation(node: Node): NodeLocation | null | undefined
  }
}
