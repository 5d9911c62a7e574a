/**
 * The calculator island in the browser, without React (decision 370): the island loader
 * (src/islands/hydrate-island.ts) calls mountIsland with the island's props and language once its
 * code is in. It reads the answers the form shows (a choice made before the code came is among them),
 * shows their estimate, and from then on answers each change at once (calculator-view.ts).
 */
import { startAnswers, type Answers } from '../../calculators/engine.js'
import { calculatorPresenter } from '../../calculators/present.js'
import type { Lang } from '../../i18n/languages.js'
import { formatsFor } from '../../runtime/format.js'
import { loadStrings } from '../../ui/load-strings.js'
import type { SectionProps } from '../definitions.js'
import { answersOf, createCalculatorView } from './calculator-view.js'

/** A multiple choice's answer after one box changed: a box switched on joins the end (as the component's ChoiceField). */
function toggled(answer: Answers[string] | undefined, box: HTMLInputElement): string[] {
  const others = (Array.isArray(answer) ? answer : []).filter((id) => id !== box.value)
  return box.checked ? [...others, box.value] : others
}

const sameAnswers = (a: Answers, b: Answers) => JSON.stringify(a) === JSON.stringify(b)

export async function mountIsland(
  island: HTMLElement,
  { section, extra }: SectionProps<'calculator'>,
  lang: Lang,
): Promise<void> {
  const strings = await loadStrings(lang)
  const root = island.querySelector<HTMLElement>('.calculator')
  if (!root) throw new Error(`Calculator island ${island.id} has no .calculator`)
  const f = formatsFor(lang)
  const T = strings.UI.calculator
  const { model, tax } = extra
  const idPrefix = section.id
  const shown = startAnswers(model, section.data.start)
  const view = createCalculatorView({
    root,
    idPrefix,
    model,
    tax,
    first: Object.keys(section.data.start ?? {}),
    shown,
    T,
    P: calculatorPresenter({ T, f }),
    f,
  })
  let answers = answersOf(root, idPrefix, model)
  // The server HTML shows the starting answers already: nothing to render unless the visitor changed one meanwhile
  // (the load then has no task of ours beyond this one). Numbers are written without Intl (src/runtime/format.ts,
  // decision 373), so a first change has nothing to make first.
  if (!sameAnswers(answers, shown)) view.render(answers)
  const inputOf = (field: HTMLInputElement) =>
    model.inputs.find((i) =>
      i.kind === 'number' ? field.id === `${idPrefix}-${i.id}` : field.name === `${idPrefix}-${i.id}`,
    )
  const onChange = (event: Event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement)) return
    const input = inputOf(field)
    if (!input) return
    if (input.kind === 'number') {
      if (event.type !== 'input') return
      answers = { ...answers, [input.id]: field.value }
    } else {
      if (event.type !== 'change') return
      answers = {
        ...answers,
        [input.id]: input.kind === 'multiChoice' ? toggled(answers[input.id], field) : field.value,
      }
    }
    view.render(answers)
  }
  root.addEventListener('input', onChange)
  root.addEventListener('change', onChange)
}
