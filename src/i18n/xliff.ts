/**
 * XLIFF 1.2 for translators' tools (Weblate, Crowdin, memoQ, Trados; decision 275):
 * one <file> per document (`original` its Finnish file), one <trans-unit> per translatable text (`id`
 * its JSON pointer), the Finnish as <source>, the translation as <target> (`state` new, translated, or
 * needs-review-translation when the Finnish changed after it), the field's Finnish label path as a
 * <note>, then the unit's house style and glossary terms as <note from="style"> and <note
 * from="glossary"> (decision 402). Reading takes what other tools write too: inline codes (<ph>, <bpt>, <ept>, <it> hold the
 * original markup as text; <g> and <mrk> wrap text; <x/>, <bx/>, <ex/> stand for nothing we have),
 * character references and CDATA. Pure: no file system.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes'

const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:1.2'

export type UnitState = 'new' | 'translated' | 'needs-review-translation'

export interface XliffUnit {
  id: string
  source: string
  /** Absent when the tool wrote no <target>. */
  target?: string
  state?: string
  note?: string
  /** More notes for the translator after `note` (the house style, the glossary's terms), each with its `from`; not read back. */
  notes?: readonly { from: string; text: string }[]
}

export interface XliffFile {
  original: string
  units: XliffUnit[]
}

export interface XliffDocument {
  sourceLanguage: string
  targetLanguage: string
  files: XliffFile[]
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;')

/** An XLIFF 1.2 document, every text escaped (the markup of rich text is text to the tool). */
export function writeXliff(doc: XliffDocument): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<xliff version="1.2" xmlns="${XLIFF_NS}">`]
  for (const file of doc.files) {
    lines.push(
      `  <file original="${escapeAttr(file.original)}" source-language="${doc.sourceLanguage}" target-language="${doc.targetLanguage}" datatype="plaintext">`,
      '    <body>',
    )
    for (const u of file.units) {
      lines.push(`      <trans-unit id="${escapeAttr(u.id)}" xml:space="preserve">`)
      lines.push(`        <source>${escapeText(u.source)}</source>`)
      if (u.target !== undefined)
        lines.push(`        <target${u.state ? ` state="${u.state}"` : ''}>${escapeText(u.target)}</target>`)
      if (u.note) lines.push(`        <note>${escapeText(u.note)}</note>`)
      for (const n of u.notes ?? [])
        lines.push(`        <note from="${escapeAttr(n.from)}">${escapeText(n.text)}</note>`)
      lines.push('      </trans-unit>')
    }
    lines.push('    </body>', '  </file>')
  }
  lines.push('</xliff>', '')
  return lines.join('\n')
}

/** Where the parser is: the text being collected and for which part of the unit. */
interface Reading {
  doc: XliffDocument
  file?: XliffFile
  unit?: XliffUnit
  part?: 'source' | 'target' | 'note'
  text: string
}

function open(r: Reading, tag: SaxesTagPlain) {
  const name = tag.name.replace(/^.*:/, '')
  const attr = (n: string) => tag.attributes[n]
  if (name === 'xliff' && attr('version') !== '1.2')
    throw new Error(`XLIFF version ${attr('version') ?? '(none)'}: only 1.2 is read`)
  if (name === 'file') {
    r.doc.sourceLanguage = attr('source-language') ?? ''
    r.doc.targetLanguage = attr('target-language') ?? ''
    r.file = { original: attr('original') ?? '', units: [] }
    r.doc.files.push(r.file)
  } else if (name === 'trans-unit') {
    if (!r.file) throw new Error('<trans-unit> outside a <file>')
    r.unit = { id: attr('id') ?? '', source: '' }
    r.file.units.push(r.unit)
  } else if (r.unit && !r.part && (name === 'source' || name === 'target' || name === 'note')) {
    // The first <note> is ours; a tool's alt-trans and its sources are not the unit's.
    r.part = name
    r.text = ''
    if (name === 'target') r.unit.state = attr('state')
  }
}

function close(r: Reading, name: string) {
  if (!r.unit || name !== r.part) return
  if (r.part === 'source') r.unit.source = r.text
  else if (r.part === 'target') r.unit.target = r.text
  else r.unit.note ??= r.text
  r.part = undefined
}

/** Reads XLIFF 1.2 text; throws with the line and column on XML that is not well-formed. */
export function readXliff(xml: string): XliffDocument {
  const r: Reading = { doc: { sourceLanguage: '', targetLanguage: '', files: [] }, text: '' }
  const parser = new SaxesParser({ xmlns: false, position: true })
  let depthInAltTrans = 0
  parser.on('error', (e) => {
    throw e
  })
  parser.on('opentag', (tag) => {
    const name = tag.name.replace(/^.*:/, '')
    if (name === 'alt-trans') depthInAltTrans++
    if (depthInAltTrans) return
    open(r, tag)
  })
  parser.on('closetag', (tag) => {
    const name = tag.name.replace(/^.*:/, '')
    if (name === 'alt-trans') depthInAltTrans--
    else if (!depthInAltTrans) {
      close(r, name)
      if (name === 'trans-unit') r.unit = undefined
    }
  })
  const collect = (t: string) => {
    if (r.part && !depthInAltTrans) r.text += t
  }
  parser.on('text', collect)
  parser.on('cdata', collect)
  parser.write(xml).close()
  return r.doc
}
