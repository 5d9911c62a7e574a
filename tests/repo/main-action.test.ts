/**
 * One name for the main action (decision 103), and calls to action that
 * promise only the channels the site has.
 */
import { describe, expect, it } from 'vitest'
import { readContentFiles } from '../../src/runtime/content-source.node.js'
import { MAIN_ACTION, UI } from '../../src/ui/strings.fi.js'

const files = readContentFiles()

function consultationLabels(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) consultationLabels(v, found)
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (o.kind === 'consultation' && typeof o.label === 'string') found.push(o.label)
    for (const v of Object.values(o)) consultationLabels(v, found)
  }
  return found
}

describe('the main action', () => {
  it('every button that opens the contact form says the same thing, in the shell and in the content', () => {
    expect([UI.header.consultation, UI.footer.contactButton, UI.actions.form, UI.modal.consultationTitle]).toEqual(
      Array(4).fill(MAIN_ACTION),
    )
    const labels = files.filter((f) => f.path.endsWith('.json')).flatMap((f) => consultationLabels(JSON.parse(f.text)))
    expect(labels.length).toBeGreaterThan(30)
    expect(new Set(labels)).toEqual(new Set([MAIN_ACTION]))
  })

  it('no page promises a feedback form the site does not have', () => {
    const promising = files.filter((f) => /palautelomak/i.test(f.text)).map((f) => f.path)
    expect(promising).toEqual([])
  })
})
