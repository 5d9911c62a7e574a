import { useEffect, useMemo, useRef, useState } from 'react'
import type {
  CalculatorChoiceInput,
  CalculatorInput,
  CalculatorModel,
  CalculatorMultiChoiceInput,
  CalculatorNumberInput,
} from '../../runtime/content-types.generated.js'
import type { SectionProps } from '../definitions.js'
import {
  estimate,
  startAnswers,
  type Answers,
  type EstimateResult,
  type InputProblem,
  type StartChoices,
} from '../../calculators/engine.js'
import { calculatorPresenter, type CalculatorPresenter, type TaxDeductionFacts } from '../../calculators/present.js'
import { formatsFor } from '../../runtime/format.js'
import { contactOpener, requestContactDialog } from '../../contact/contact-dialog-events.js'
import type { SentCalculator } from '../../rules/lead-origin.js'
import { ActionButton } from '../ActionButton.js'
import { ChatIcon } from '../icons.js'
import { useLang, useStrings } from '../../ui/strings-context.js'
import { RichText } from '../RichText.js'
import { SectionFrame } from '../SectionFrame.js'
// Quiet time before the estimate is announced, so typing is not read out key by key (the browser half's own).
import { ANNOUNCE_DELAY_MS } from './calculator-view.js'

/** The calculator's texts in the page's language, and the presenter bound to them and its formats. */
function useCalculatorText() {
  const T = useStrings().UI.calculator
  const lang = useLang()
  const P = useMemo(() => calculatorPresenter({ T, f: formatsFor(lang) }), [T, lang])
  return { T, P, f: formatsFor(lang) }
}

/**
 * An embedded price calculator: any model from pages-data/calculator-models/, chosen by data.type, starting
 * from the page's data.start. Rendered on the server; in the browser calculator.client.ts takes this HTML over
 * without React and keeps it as this component renders each state (decision 370): a change of markup here is
 * one in calculator-view.ts too (calculator-view.test.ts compares them).
 */
export function CalculatorSection({ section, extra }: SectionProps<'calculator'>) {
  const title = section.title ?? section.data.title
  return (
    <SectionFrame id={section.id} className="section section--muted" title={title}>
      <p className="section__intro">{section.data.description}</p>
      {section.content && <RichText html={section.content} className="prose section__intro" />}
      <Calculator idPrefix={section.id} title={title} model={extra.model} tax={extra.tax} start={section.data.start} />
    </SectionFrame>
  )
}

interface CalculatorProps {
  idPrefix: string
  title: string
  model: CalculatorModel
  tax: TaxDeductionFacts
  /** The page's starting choices (validated against the model); these inputs lead the summary. */
  start?: StartChoices
}

function Calculator({ idPrefix, title, model, tax, start }: CalculatorProps) {
  const { T, P } = useCalculatorText()
  const [answers, setAnswers] = useState<Answers>(() => startAnswers(model, start))
  const first = useMemo(() => Object.keys(start ?? {}), [start])
  const result = useMemo(() => estimate(model, answers), [model, answers])
  const announcement = useDelayedAnnouncement(model, result)
  const set = (id: string, value: string | string[]) => setAnswers((a) => ({ ...a, [id]: value }))
  const problemFor = (id: string) => (result.ok ? undefined : result.problems.find((p) => p.input === id))
  const emptyText =
    !result.ok && result.problems.some((p) => p.code === 'nothingSelected') ? T.nothingSelected : T.noEstimate

  return (
    <div className="calculator" data-calculator={model.id}>
      <div className="calculator__form" role="group" aria-label={T.formLabel(title)}>
        <p className="calculator__lead">{T.liveHint}</p>
        {model.inputs.map((input) => (
          <CalculatorField
            key={input.id}
            idPrefix={idPrefix}
            model={model}
            input={input}
            value={answers[input.id]}
            problem={problemFor(input.id)}
            onChange={(v) => set(input.id, v)}
          />
        ))}
      </div>
      {/* On narrow screens the estimate stays in view while the inputs change (sticky inside the calculator's box); a visual copy of the result below, which the live region announces. */}
      <div className="calculator__bar" aria-hidden="true" data-testid="calculator-bar">
        <span className="calculator__bar-label">{T.barLabel}</span>
        <span className={`calculator__bar-value${result.ok ? '' : ' calculator__bar-value--empty'}`}>
          {result.ok ? P.formatEuroRange(result.low, result.high) : emptyText}
        </span>
      </div>
      <div className="calculator__result">
        <h3 className="calculator__result-title">{T.resultHeading}</h3>
        {/* Shown only while a choice made before the calculator's code arrived waits for it (site-island[data-working]). */}
        <p className="calculator__working">{T.working}</p>
        {result.ok ? (
          <EstimateView model={model} answers={answers} result={result} tax={tax} first={first} />
        ) : (
          <>
            <p className="calculator__empty">{emptyText}</p>
            {result.problems.some((p) => p.code === 'aboveMax') && (
              <ActionButton action={{ kind: 'consultation', label: T.largerJobButton }} primary />
            )}
          </>
        )}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </div>
  )
}

/** What screen readers hear: the range (or the hint), once the visitor pauses; nothing on page load. */
function useDelayedAnnouncement(model: CalculatorModel, result: EstimateResult): string {
  const { T, P } = useCalculatorText()
  const [text, setText] = useState('')
  const first = useRef(true)
  const next = result.ok
    ? T.announce(P.formatEuroRange(result.low, result.high))
    : problemText(P, model, result.problems)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = setTimeout(() => setText(next), ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [next])
  return text
}

function problemText(P: CalculatorPresenter, model: CalculatorModel, problems: InputProblem[]): string {
  return problems.map((p) => P.problemMessage(model, p)).join(' ')
}

interface FieldProps<I extends CalculatorInput = CalculatorInput> {
  idPrefix: string
  model: CalculatorModel
  input: I
  value: string | string[] | undefined
  problem: InputProblem | undefined
  onChange: (value: string | string[]) => void
}

function CalculatorField(props: FieldProps) {
  const { input } = props
  return input.kind === 'number' ? <NumberField {...props} input={input} /> : <ChoiceField {...props} input={input} />
}

/** Ids of a field's input, help text and error message. */
function fieldIds(idPrefix: string, input: CalculatorInput, problem: InputProblem | undefined) {
  const id = `${idPrefix}-${input.id}`
  return { id, helpId: input.help ? `${id}-help` : undefined, errorId: problem ? `${id}-error` : undefined }
}

function NumberField({
  idPrefix,
  model,
  input,
  value,
  problem,
  onChange,
}: FieldProps<CalculatorInput & CalculatorNumberInput>) {
  const { T, P } = useCalculatorText()
  const { id, helpId, errorId } = fieldIds(idPrefix, input, problem)
  return (
    <div className="calculator__group">
      <label className="calculator__label" htmlFor={id}>
        {input.label} {input.unit && <span>{T.unitSuffix(input.unit)}</span>}
      </label>
      {input.help && (
        <p id={helpId} className="calculator__help">
          {input.help}
        </p>
      )}
      <div className="calculator__number">
        <input
          id={id}
          name={input.id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="calculator__input"
          value={typeof value === 'string' ? value : ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[helpId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {input.unit && (
          <span className="calculator__unit" aria-hidden="true">
            {input.unit}
          </span>
        )}
      </div>
      {problem && (
        <p id={errorId} className="calculator__error">
          {P.problemMessage(model, problem)}
        </p>
      )}
    </div>
  )
}

function ChoiceField({
  idPrefix,
  model,
  input,
  value,
  problem,
  onChange,
}: FieldProps<CalculatorInput & (CalculatorChoiceInput | CalculatorMultiChoiceInput)>) {
  const { P } = useCalculatorText()
  const { helpId, errorId } = fieldIds(idPrefix, input, problem)
  const multi = input.kind === 'multiChoice'
  const selected = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  return (
    <fieldset className="calculator__group" aria-describedby={[helpId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className="calculator__label">{input.label}</legend>
      {input.help && (
        <p id={helpId} className="calculator__help">
          {input.help}
        </p>
      )}
      <div className="calculator__options">
        {(input.options ?? []).map((option) => {
          const checked = selected.includes(option.id)
          return (
            <label key={option.id} className="calculator__option">
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={`${idPrefix}-${input.id}`}
                value={option.id}
                checked={checked}
                onChange={() =>
                  onChange(
                    multi ? (checked ? selected.filter((s) => s !== option.id) : [...selected, option.id]) : option.id,
                  )
                }
              />
              <span className="calculator__option-text">
                <span>{option.label}</span>
                {option.hint && <span className="calculator__option-hint">{option.hint}</span>}
              </span>
            </label>
          )
        })}
      </div>
      {problem && (
        <p id={errorId} className="calculator__error">
          {P.problemMessage(model, problem)}
        </p>
      )}
    </fieldset>
  )
}

function EstimateView({
  model,
  answers,
  result,
  tax,
  first,
}: {
  model: CalculatorModel
  /** What the estimate is priced from: sent with it, so the server can make it again (docs/decisions/254). */
  answers: Answers
  result: Extract<EstimateResult, { ok: true }>
  tax: TaxDeductionFacts
  first: readonly string[]
}) {
  const { T, P, f } = useCalculatorText()
  const calculator: SentCalculator = { ...P.calculatorContext(model, result, first), model: model.id, answers }
  const { 'data-contact-open': _opensByEvent, ...opener } = contactOpener('consultation')
  return (
    <>
      <p className="calculator__range">{P.formatEuroRange(result.low, result.high)}</p>
      <p className="calculator__note">{P.rangeNote(model)}</p>
      {result.minimumApplied && <p className="calculator__note">{T.minimumApplied(f.euro(model.minimumCharge))}</p>}
      <h4 className="calculator__subtitle">{T.includesHeading}</h4>
      <ul className="calculator__list">
        {model.includes.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {model.excludes && model.excludes.length > 0 && (
        <>
          <h4 className="calculator__subtitle">{T.excludesHeading}</h4>
          <ul className="calculator__list calculator__list--excluded">
            {model.excludes.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      <h4 className="calculator__subtitle">{T.taxHeading}</h4>
      {P.taxDeductionSentences(model, result, tax).map((text) => (
        <p key={text} className="calculator__tax">
          {text}
        </p>
      ))}
      <p className="calculator__final">{T.finalPrice}</p>
      <button
        type="button"
        className="button button--accent calculator__cta"
        {...opener}
        onClick={() => requestContactDialog({ kind: 'consultation', calculator })}
      >
        <ChatIcon /> {T.requestButton}
      </button>
    </>
  )
}
