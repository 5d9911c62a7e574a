/**
 * The calculator's browser half, in plain DOM (no framework; decision 370): it takes over the
 * server HTML of CalculatorSection.tsx and keeps it as that component renders each state, with the
 * same pure engine and presenter (src/calculators/engine.ts, present.ts). What changes with the
 * answers is patched in place: each field's error message and its aria attributes, the estimate bar,
 * the result (range, notes, tax deduction, the request button or the hint) and, once the visitor
 * pauses, the live announcement. calculator-view.test.ts renders every model's states both ways and
 * compares the markup, so the component stays the one description of it.
 */
import { estimate, type Answers, type EstimateResult } from '../../calculators/engine.js'
import type { CalculatorPresenter, TaxDeductionFacts } from '../../calculators/present.js'
import { contactOpener, nativeContactOpener, requestContactDialog } from '../../contact/contact-dialog-events.js'
import type { CalculatorInput, CalculatorModel } from '../../runtime/content-types.generated.js'
import type { Formats } from '../../runtime/format.js'
import type { UiStrings } from '../../ui/catalogue-type.js'

/** Quiet time before the estimate is announced to screen readers (as CalculatorSection.tsx). */
export const ANNOUNCE_DELAY_MS = 900

export interface CalculatorViewInput {
  /** The `.calculator` element of the server HTML. */
  root: HTMLElement
  /** The section id: the prefix of the fields' ids and radio groups' names. */
  idPrefix: string
  model: CalculatorModel
  tax: TaxDeductionFacts
  /** The page's starting choices' inputs, which lead the summary sent with the form. */
  first: readonly string[]
  /** The answers the server HTML shows: their estimate is not announced (the component announces changes only). */
  shown: Answers
  T: UiStrings['calculator']
  P: CalculatorPresenter
  f: Formats
}

type Child = Node | string | false | null | undefined

/** An element with attributes (null and false leave one out) and children. */
function h(tag: string, attrs: Record<string, string | null | false>, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) if (value !== null && value !== false) el.setAttribute(name, value)
  for (const child of children) if (child) el.append(child)
  return el
}

/** The chat icon of src/sections/icons.tsx (ChatIcon). */
function chatIcon(): SVGElement {
  const ns = 'http://www.w3.org/2000/svg'
  const svg = document.createElementNS(ns, 'svg')
  for (const [k, v] of Object.entries({ 'aria-hidden': 'true', width: '20', height: '20', viewBox: '0 0 24 24' }))
    svg.setAttribute(k, v)
  const path = document.createElementNS(ns, 'path')
  const d = {
    d: 'M4 5h16v11H9l-5 4z',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linejoin': 'round',
  }
  for (const [k, v] of Object.entries(d)) path.setAttribute(k, v)
  svg.append(path)
  return svg
}

/** The inputs of the calculator: a number field by its id, a choice's boxes by their name (no selector escaping needed). */
const fields = (root: HTMLElement) => [...root.querySelectorAll('input')]
const numberField = (root: HTMLElement, id: string) => fields(root).find((f) => f.id === id)
const boxesOf = (root: HTMLElement, name: string) => fields(root).filter((f) => f.name === name)

/** The answers the form shows now (a choice made before this code came is in it): as the component keeps them. */
export function answersOf(root: HTMLElement, idPrefix: string, model: CalculatorModel): Answers {
  const answers: Answers = {}
  for (const input of model.inputs) {
    const id = `${idPrefix}-${input.id}`
    if (input.kind === 'number') {
      answers[input.id] = numberField(root, id)?.value ?? ''
      continue
    }
    const checked = boxesOf(root, id)
      .filter((b) => b.checked)
      .map((b) => b.value)
    answers[input.id] = input.kind === 'multiChoice' ? checked : (checked[0] ?? '')
  }
  return answers
}

const problemFor = (r: EstimateResult, id: string) => (r.ok ? undefined : r.problems.find((p) => p.input === id))

/** A field's error message under it, and the ids its input (or fieldset) is described by. */
function patchField({ root, idPrefix, model, P }: CalculatorViewInput, input: CalculatorInput, r: EstimateResult) {
  const id = `${idPrefix}-${input.id}`
  const problem = problemFor(r, input.id)
  const errorId = `${id}-error`
  const number = input.kind === 'number'
  const control = number ? numberField(root, id) : boxesOf(root, id)[0]?.closest('fieldset')
  if (!control) return
  const group = number ? control.closest('.calculator__group')! : control
  const after = group.querySelector(number ? '.calculator__number' : '.calculator__options')!
  const describedBy = [input.help ? `${id}-help` : '', problem ? errorId : ''].filter(Boolean).join(' ')
  if (describedBy) control.setAttribute('aria-describedby', describedBy)
  else control.removeAttribute('aria-describedby')
  if (number) {
    if (problem) control.setAttribute('aria-invalid', 'true')
    else control.removeAttribute('aria-invalid')
  }
  let error = group.querySelector<HTMLElement>(':scope > .calculator__error')
  if (!problem) return error?.remove()
  error ??= h('p', { id: errorId, class: 'calculator__error' })
  error.textContent = P.problemMessage(model, problem)
  if (error.previousElementSibling !== after) after.after(error)
}

function emptyText(T: UiStrings['calculator'], r: Extract<EstimateResult, { ok: false }>) {
  return r.problems.some((p) => p.code === 'nothingSelected') ? T.nothingSelected : T.noEstimate
}

/** The consultation button of src/sections/ActionButton.tsx (its no-script link is for pages without scripts). */
function consultationButton(label: string) {
  return h(
    'button',
    { type: 'button', class: 'button button--accent', ...contactOpener('consultation'), ...nativeContactOpener() },
    chatIcon(),
    label,
  )
}

/** The result under the heading, as EstimateView (or the hint) of the component. */
function resultNodes({ model, tax, T, P, f }: CalculatorViewInput, r: EstimateResult): Node[] {
  if (!r.ok) {
    const nodes: Node[] = [h('p', { class: 'calculator__empty' }, emptyText(T, r))]
    if (r.problems.some((p) => p.code === 'aboveMax')) nodes.push(consultationButton(T.largerJobButton))
    return nodes
  }
  const list = (cls: string, items: string[]) => h('ul', { class: cls }, ...items.map((text) => h('li', {}, text)))
  const { 'data-contact-open': _opensByEvent, ...opener } = contactOpener('consultation')
  const request = h(
    'button',
    { type: 'button', class: 'button button--accent calculator__cta', ...opener },
    chatIcon(),
    ` ${T.requestButton}`,
  )
  return [
    h('p', { class: 'calculator__range' }, P.formatEuroRange(r.low, r.high)),
    h('p', { class: 'calculator__note' }, P.rangeNote(model)),
    r.minimumApplied && h('p', { class: 'calculator__note' }, T.minimumApplied(f.euro(model.minimumCharge))),
    h('h4', { class: 'calculator__subtitle' }, T.includesHeading),
    list('calculator__list', model.includes),
    ...(model.excludes?.length
      ? [
          h('h4', { class: 'calculator__subtitle' }, T.excludesHeading),
          list('calculator__list calculator__list--excluded', model.excludes),
        ]
      : []),
    h('h4', { class: 'calculator__subtitle' }, T.taxHeading),
    ...P.taxDeductionSentences(model, r, tax).map((text) => h('p', { class: 'calculator__tax' }, text)),
    h('p', { class: 'calculator__final' }, T.finalPrice),
    request,
  ].filter((n): n is HTMLElement => n instanceof Node)
}

/**
 * What screen readers hear once the visitor pauses (the live region, after ANNOUNCE_DELAY_MS of quiet): a
 * changed estimate (or hint), never the one on the page already. Its first text is made at the first change
 * (the load does no work a change may never need).
 */
function createAnnouncer({ model, T, P }: CalculatorViewInput, live: Element, shown: EstimateResult) {
  const announcement = (r: EstimateResult) =>
    r.ok ? T.announce(P.formatEuroRange(r.low, r.high)) : r.problems.map((p) => P.problemMessage(model, p)).join(' ')
  let announced: string | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  return (r: EstimateResult) => {
    const next = announcement(r)
    announced ??= announcement(shown)
    if (next === announced) return
    announced = next
    clearTimeout(timer)
    timer = setTimeout(() => (live.textContent = next), ANNOUNCE_DELAY_MS)
  }
}

/** Keeps the calculator's HTML as the component renders the answers it is given; its request button sends them. */
export function createCalculatorView(v: CalculatorViewInput) {
  const { root, model, first, T, P } = v
  const result = root.querySelector<HTMLElement>('.calculator__result')!
  const working = result.querySelector('.calculator__working')!
  const barValue = root.querySelector<HTMLElement>('.calculator__bar-value')!
  let current = { answers: v.shown, result: estimate(model, v.shown) }
  const announce = createAnnouncer(v, result.querySelector('[aria-live]')!, current.result)
  // The request button (the server's, or one rendered since) sends the choices and the estimate shown.
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.calculator__cta')) return
    const { answers: sent, result: shown } = current
    if (!shown.ok) return
    requestContactDialog({
      kind: 'consultation',
      calculator: { ...P.calculatorContext(model, shown, first), model: model.id, answers: sent },
    })
  })

  /** Shows `answers`: every part of the calculator that depends on them. */
  function render(answers: Answers) {
    const r = estimate(model, answers)
    current = { answers, result: r }
    for (const input of model.inputs) patchField(v, input, r)
    barValue.className = `calculator__bar-value${r.ok ? '' : ' calculator__bar-value--empty'}`
    barValue.textContent = r.ok ? P.formatEuroRange(r.low, r.high) : emptyText(T, r)
    const live = result.querySelector('[aria-live]')!
    while (working.nextSibling && working.nextSibling !== live) working.nextSibling.remove()
    working.after(...resultNodes(v, r))
    announce(r)
  }

  return { render }
}
