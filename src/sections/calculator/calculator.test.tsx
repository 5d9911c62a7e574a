import { pricingModelsOf } from '../../calculators/collection.js'
import { describe, expect, it } from 'vitest'
import { renderResolved, siteContent } from '../../../tests/support/render-section.js'
import { resolveSection } from '../definitions.js'

const section = {
  id: 'laskuri',
  type: 'calculator',
  data: { type: 'sauna', title: 'Saunaremontin hinta', description: 'Arvio hetkessä.' },
} as const

describe('calculator section', () => {
  it('its resolver hands the component the named model (without $schema) and the tax facts of site.json', () => {
    const resolved = resolveSection({ ...section, data: { ...section.data } }, siteContent())
    if (resolved.type !== 'calculator') throw new Error('expected a calculator')
    expect(resolved.extra.model.id).toBe('sauna')
    expect(resolved.extra.model).not.toHaveProperty('$schema')
    expect(resolved.extra.tax.rate).toBe(siteContent().site.taxDeduction.rate)
  })

  it('renders as an island (on interaction) with the title from the data, the description, and a field per model input', () => {
    const html = renderResolved({ ...section, data: { ...section.data } })
    expect(html).toMatch(
      /^<site-island id="island-laskuri" data-island="section:calculator" data-when="visible" data-prefix="island-laskuri-" data-lang="fi" data-props="[^"]+"><section id="laskuri" class="section section--muted" aria-labelledby="laskuri-title"><div class="container"><h2 id="laskuri-title" class="section__title">Saunaremontin hinta<\/h2><p class="section__intro">Arvio hetkessä.<\/p><div class="calculator" data-calculator="sauna">/,
    )
    const inputs = pricingModelsOf(siteContent()).sauna!.inputs
    for (const input of inputs) expect(html).toContain(input.label)
  })

  it('serialises the model once: the island props hold the section fields and the resolver result apart', () => {
    const html = renderResolved({ ...section, data: { ...section.data } })
    const attr = /data-props="([^"]+)"/.exec(html)![1]!
    const props = JSON.parse(
      attr
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    )
    expect(props.extra.model.id).toBe('sauna')
    expect(props.section).not.toHaveProperty('extra')
    expect(props.section.id).toBe('laskuri')
    expect(attr.split('&quot;model&quot;').length - 1).toBe(1)
  })
})
