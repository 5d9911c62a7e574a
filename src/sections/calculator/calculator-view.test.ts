// @vitest-environment jsdom
/**
 * The calculator's plain-DOM browser half (calculator.client.ts, calculator-view.ts; decision 370)
 * against its React component (CalculatorSection.tsx), the one description of the markup: for every
 * pricing model of the site, in every language, a visitor's sequence of changes (each option, each
 * extra work on and off, every kind of wrong number, nothing selected) is made on the server HTML with
 * the browser half mounted, and after each change the calculator must read exactly as the component
 * renders those answers on the server. Also: an early choice is kept, the request button sends the
 * choices shown, and the estimate is announced once the visitor pauses.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { pricingModelsOf } from '../../calculators/collection.js'
import { startAnswers, type Answers } from '../../calculators/engine.js'
import { CONTACT_OPEN_EVENT, type ContactDialogRequest } from '../../contact/contact-dialog-events.js'
import { LANGUAGES, type Lang } from '../../i18n/languages.js'
import type { CalculatorModel } from '../../runtime/content-types.generated.js'
import { siteContent } from '../../../tests/support/render-section.js'
import { withStrings } from '../../ui/with-strings.js'
import { resolveSection } from '../definitions.js'
import { renderSection } from '../registry.js'
import { mountIsland } from './calculator.client.js'
import { ANNOUNCE_DELAY_MS } from './calculator-view.js'

type Start = Record<string, string | string[]>

/** The section's server HTML with the calculator showing `answers` (the component starts from data.start). */
function serverHtml(model: CalculatorModel, lang: Lang, answers?: Start): string {
  const section = {
    id: 'laskuri',
    type: 'calculator',
    data: { type: model.id, title: 'Laskuri', description: 'Arvio.', ...(answers ? { start: answers } : {}) },
  } as const
  return renderToString(withStrings(renderSection(resolveSection(section as never, siteContent()), false), lang))
}

/** Markup as a visitor meets it: attributes sorted, comments gone, text merged; a field's value and checked state as properties. */
function canonical(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element) || node.localName === 'noscript') return ''
  const attrs = [...node.attributes]
    .filter((a) => !(node.localName === 'input' && (a.name === 'value' || a.name === 'checked')))
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
  const state =
    node instanceof HTMLInputElement ? (node.type === 'text' ? ` value=${node.value}` : ` checked=${node.checked}`) : ''
  const children = [...node.childNodes].map(canonical).join('')
  return `<${node.localName} ${attrs.join(' ')}${state}>${children}</${node.localName}>`
}

/** The server's markup of `answers`, with the fields set to them (the component renders them as attributes). */
function expected(model: CalculatorModel, lang: Lang, answers: Answers): string {
  const box = document.createElement('div')
  box.innerHTML = serverHtml(model, lang, answers)
  box.normalize()
  return canonical(box.querySelector('.calculator')!)
}

async function mounted(model: CalculatorModel, lang: Lang) {
  document.body.innerHTML = serverHtml(model, lang)
  const island = document.querySelector<HTMLElement>('site-island')!
  await mountIsland(island, JSON.parse(island.dataset.props!) as never, lang)
  const root = island.querySelector<HTMLElement>('.calculator')!
  return { island, root }
}

/** The visitor's changes for a model: every option picked, every extra switched on and off, every kind of wrong number. */
function changes(model: CalculatorModel): { input: string; act: (root: HTMLElement) => void }[] {
  const out: { input: string; act: (root: HTMLElement) => void }[] = []
  const field = (root: HTMLElement, id: string) => root.querySelector<HTMLInputElement>(`[id="laskuri-${id}"]`)!
  const box = (root: HTMLElement, input: string, option: string) =>
    root.querySelector<HTMLInputElement>(`input[name="laskuri-${input}"][value="${option}"]`)!
  for (const input of model.inputs) {
    if (input.kind === 'number') {
      const start = String(input.default ?? input.min).replace('.', ',')
      for (const text of ['', 'abc', String(input.min - 1), String(input.max + 1), '12,5', String(input.max), start])
        out.push({
          input: input.id,
          act: (root) => {
            const el = field(root, input.id)
            el.value = text
            el.dispatchEvent(new Event('input', { bubbles: true }))
          },
        })
      continue
    }
    for (const option of input.options)
      out.push({ input: input.id, act: (root) => box(root, input.id, option.id).click() })
    if (input.kind === 'multiChoice') {
      // Every box off (nothing selected, for a model priced by its extras alone), then back on in reverse.
      for (const option of input.options)
        out.push({
          input: input.id,
          act: (root) => {
            const b = box(root, input.id, option.id)
            if (b.checked) b.click()
          },
        })
      for (const option of [...input.options].reverse())
        out.push({ input: input.id, act: (root) => box(root, input.id, option.id).click() })
    }
  }
  return out
}

/** The answers a form shows, read the way the component keeps them in its state. */
function formAnswers(root: HTMLElement, model: CalculatorModel, order: Map<string, string[]>): Answers {
  const answers: Answers = {}
  for (const input of model.inputs) {
    if (input.kind === 'number')
      answers[input.id] = root.querySelector<HTMLInputElement>(`[id="laskuri-${input.id}"]`)!.value
    else if (input.kind === 'choice')
      answers[input.id] = root.querySelector<HTMLInputElement>(`input[name="laskuri-${input.id}"]:checked`)?.value ?? ''
    else answers[input.id] = order.get(input.id) ?? []
  }
  return answers
}

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const models = () => Object.values(pricingModelsOf(siteContent()))

describe('the calculator without React', () => {
  it('covers every pricing model of the site', () => {
    expect(
      models()
        .map((m) => m.id)
        .sort(),
    ).toEqual(['apartment', 'floor', 'sauna'].sort())
  })

  for (const lang of LANGUAGES)
    it(`reads, after every change a visitor makes, exactly as the component renders the same answers (${lang})`, async () => {
      for (const model of models()) {
        const { root } = await mounted(model, lang)
        expect(canonical(root), `${model.id}: as mounted`).toBe(expected(model, lang, startAnswers(model, undefined)))
        // The multiple choices' order as the component keeps it: a box switched on joins the end.
        const order = new Map(
          model.inputs.flatMap((i) => (i.kind === 'multiChoice' ? [[i.id, [...((i.default as string[]) ?? [])]]] : [])),
        )
        for (const [step, change] of changes(model).entries()) {
          change.act(root)
          for (const input of model.inputs.filter((i) => i.kind === 'multiChoice' && i.id === change.input)) {
            const on = [...root.querySelectorAll<HTMLInputElement>(`input[name="laskuri-${input.id}"]`)]
              .filter((b) => b.checked)
              .map((b) => b.value)
            const kept = (order.get(input.id) ?? []).filter((id) => on.includes(id))
            order.set(input.id, [...kept, ...on.filter((id) => !kept.includes(id))])
          }
          const answers = formAnswers(root, model, order)
          expect(canonical(root), `${model.id}, change ${step} (${change.input}): ${JSON.stringify(answers)}`).toBe(
            expected(model, lang, answers),
          )
        }
      }
    })

  it('prices a choice made before its code came, and the request button sends the choices shown', async () => {
    const model = pricingModelsOf(siteContent()).apartment!
    document.body.innerHTML = serverHtml(model, 'fi')
    const island = document.querySelector<HTMLElement>('site-island')!
    const choice = model.inputs.find((i) => i.kind === 'choice')!
    const other = choice.options.find((o) => o.id !== choice.default)!
    island.querySelector<HTMLInputElement>(`input[name="laskuri-${choice.id}"][value="${other.id}"]`)!.click()
    const before = island.querySelector('.calculator__range')!.textContent
    await mountIsland(island, JSON.parse(island.dataset.props!) as never, 'fi')
    const answers = { ...startAnswers(model, undefined), [choice.id]: other.id }
    expect(canonical(island.querySelector('.calculator')!)).toBe(expected(model, 'fi', answers))
    expect(island.querySelector('.calculator__range')!.textContent).not.toBe(before)

    const sent: ContactDialogRequest[] = []
    window.addEventListener(CONTACT_OPEN_EVENT, (e) => sent.push((e as CustomEvent<ContactDialogRequest>).detail))
    island.querySelector<HTMLButtonElement>('.calculator__cta')!.click()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.kind).toBe('consultation')
    expect(sent[0]!.calculator).toMatchObject({ model: 'apartment', answers })
    expect(sent[0]!.calculator!.estimate).toBe(island.querySelector('.calculator__range')!.textContent)
  })

  it("leaves the server's HTML as it is when nothing changed before the code came, and its request button sends the starting choices", async () => {
    const model = pricingModelsOf(siteContent()).sauna!
    const html = serverHtml(model, 'fi')
    const { root } = await mounted(model, 'fi')
    const box = document.createElement('div')
    box.innerHTML = html
    expect(root.outerHTML).toBe(box.querySelector('.calculator')!.outerHTML)
    const sent: ContactDialogRequest[] = []
    window.addEventListener(CONTACT_OPEN_EVENT, (e) => sent.push((e as CustomEvent<ContactDialogRequest>).detail))
    root.querySelector<HTMLButtonElement>('.calculator__cta')!.click()
    expect(sent.map((r) => r.calculator?.answers)).toEqual([startAnswers(model, undefined)])
  })

  it('announces a changed estimate once the visitor pauses, and nothing for the one on the page', async () => {
    vi.useFakeTimers()
    const model = pricingModelsOf(siteContent()).floor!
    const { root } = await mounted(model, 'fi')
    const live = root.querySelector('[aria-live]')!
    vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 2)
    expect(live.textContent).toBe('')
    const area = model.inputs.find((i) => i.kind === 'number')!
    const field = root.querySelector<HTMLInputElement>(`[id="laskuri-${area.id}"]`)!
    for (const text of ['3', '30']) {
      field.value = text
      field.dispatchEvent(new Event('input', { bubbles: true }))
      vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 100)
    }
    expect(live.textContent).toBe('')
    vi.advanceTimersByTime(100)
    expect(live.textContent).toBe(`Hinta-arvio ${root.querySelector('.calculator__range')!.textContent}`)
  })
})
