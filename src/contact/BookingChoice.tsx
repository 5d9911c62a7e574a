/**
 * "Varaa ilmainen arviokäynti" in the contact form: a disclosure after the message fields.
 * Opened, the message becomes a booking of the free site visit: the visit's address, and the free
 * times of the next two weeks for the address's area, chosen in the time picker (src/contact/SlotPicker.tsx),
 * which is a chunk of its own, fetched only when the visitor opens this (decision 413).
 *
 * Without JavaScript (docs/decisions/180) the disclosure opens natively, and its button sends the form
 * to POST /api/book-visit, whose answer page (server/booking/pages.ts) asks the math question and lists
 * the free times as radio buttons; the button is shown only when scripting is off (contact-form.css).
 */
import { lazy, Suspense, useEffect, useRef, type ChangeEvent } from 'react'
import { type Area, areaOfPostalCode, normalPostalCode } from '../booking/areas.js'
import type { VisitInputField } from '../machines/contact-form.machine.js'
import { useStrings } from '../ui/strings-context.js'
import { errorAttributes, Field, type FieldContext } from './ContactFormFields.js'

/** The form without JavaScript books here; the answer page lists the free times. */
const BOOKING_FORM_ACTION = '/api/book-visit'

const SlotPicker = lazy(() => import('./SlotPicker.js').then((m) => ({ default: m.SlotPicker })))

function VisitInput(
  ctx: FieldContext & { field: Exclude<VisitInputField, 'start'>; autoComplete: string; numeric?: boolean },
) {
  const { UI } = useStrings()
  const { id, form, field } = ctx
  const onChange = (e: ChangeEvent<HTMLInputElement>) =>
    form.actor.send({ type: 'user.visit', field, value: e.target.value })
  return (
    <Field htmlFor={`${id}-${field}`} label={UI.booking[field]} required>
      <input
        id={`${id}-${field}`}
        name={field}
        type="text"
        autoComplete={ctx.autoComplete}
        {...(ctx.numeric ? { inputMode: 'numeric' as const, maxLength: 5 } : {})}
        value={form.visit[field]}
        onChange={onChange}
        {...errorAttributes(ctx, field)}
      />
    </Field>
  )
}

/**
 * The free times once the postal code names an area (before it, on a city's pages, that city's area:
 * src/sections/page-view.ts `visitAreaOf`); else what is missing.
 */
function Times(ctx: FieldContext & { pageArea?: Area }) {
  const B = useStrings().UI.booking
  const { id, form } = ctx
  const code = normalPostalCode(form.visit.postalCode)
  if (code === null && !ctx.pageArea) return <p className="contact-form__hint">{B.postalFirst}</p>
  const area = code === null ? (ctx.pageArea ?? null) : areaOfPostalCode(code)
  if (area === null) return <p className="contact-form__hint">{B.outsideArea}</p>
  return (
    <Suspense fallback={<p className="contact-form__hint">{B.loadingTimes}</p>}>
      <SlotPicker
        id={id}
        area={area}
        value={form.visit.start}
        reload={form.slotsVersion}
        onChange={(start) => form.actor.send({ type: 'user.visit', field: 'start', value: start })}
        {...errorAttributes(ctx, 'start')}
      />
    </Suspense>
  )
}

export function BookingChoice(ctx: FieldContext & { pageArea?: Area }) {
  const B = useStrings().UI.booking
  const { form } = ctx
  const details = useRef<HTMLDetailsElement>(null)
  // Opened before the island hydrated (the first tap on it is what loads the form's code).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form starts
  useEffect(() => {
    if (details.current?.open) form.actor.send({ type: 'user.booking', open: true })
  }, [])
  return (
    <details
      ref={details}
      className="contact-form__booking"
      data-testid="booking-choice"
      onToggle={(e) => form.actor.send({ type: 'user.booking', open: e.currentTarget.open })}
    >
      <summary>{B.title}</summary>
      <div className="contact-form__booking-body">
        <p className="contact-form__hint">{B.intro}</p>
        <VisitInput {...ctx} field="street" autoComplete="address-line1" />
        <div className="contact-form__booking-place">
          <VisitInput {...ctx} field="postalCode" autoComplete="postal-code" numeric />
          <VisitInput {...ctx} field="city" autoComplete="address-level2" />
        </div>
        {form.booking && <Times {...ctx} />}
        <div className="contact-form__booking-nojs">
          <p className="contact-form__hint">{B.showTimesHint}</p>
          <button type="submit" className="button button--secondary" formAction={BOOKING_FORM_ACTION}>
            {B.showTimes}
          </button>
        </div>
      </div>
    </details>
  )
}
