/**
 * The free times of the free site visit, for the form's booking (src/contact/BookingChoice.tsx): a chunk
 * of its own, loaded when the visitor opens the booking (decision 413). It asks GET /api/visit-slots for
 * the next two weeks of the address's area and shows them as two native radio groups, the days and the
 * chosen day's times, in the page's language and Helsinki time (src/booking/visit-time.ts, Intl: no
 * luxon in the browser). Arrow keys move within a group, as radio buttons do; at 390 px the chips wrap.
 */
import { useEffect, useState } from 'react'
import type { Area } from '../booking/areas.js'
import { parseInstant } from '../booking/instant.js'
import { visitClockText, visitDayText } from '../booking/visit-time.js'
import { useLang, useStrings } from '../ui/strings-context.js'

const SLOTS_ENDPOINT = '/api/visit-slots'

type Day = { date: string; times: { start: string; at: number }[] }
type Loaded = { key: string; days: Day[] | null }

export interface SlotPickerProps {
  /** The form's id: the radio groups' names and ids. */
  id: string
  area: Area
  /** The chosen start, as the API wrote it ('' when none). */
  value: string
  onChange: (start: string) => void
  /** Raised when the chosen time was just taken by someone else: the times are asked for again. */
  reload: number
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** The API's answer as days with their times; null when it is not one. */
function daysOf(body: unknown): Day[] | null {
  const slots = (body as { slots?: unknown } | null)?.slots
  if (!slots || typeof slots !== 'object') return null
  return Object.entries(slots as Record<string, { start?: unknown }[]>)
    .map(([date, list]) => ({
      date,
      times: (Array.isArray(list) ? list : []).flatMap((t) => {
        const at = parseInstant(t.start)
        return at === null ? [] : [{ start: t.start as string, at }]
      }),
    }))
    .filter((d) => d.times.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** The free times of an area: asked again when the area changes or `reload` is raised (then past the HTTP cache). */
function useFreeTimes(area: Area, reload: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ key: '', days: null })
  const key = `${area}:${reload}`
  useEffect(() => {
    const abort = new AbortController()
    fetch(`${SLOTS_ENDPOINT}?area=${area}`, {
      headers: { accept: 'application/json' },
      cache: reload > 0 ? 'no-store' : 'default',
      signal: abort.signal,
    })
      .then(async (r) => (r.ok ? daysOf(await r.json()) : null))
      .catch(() => null)
      .then((days) => {
        if (!abort.signal.aborted) setLoaded({ key, days })
      })
    return () => abort.abort()
  }, [area, reload, key])
  return loaded
}

function Chip({
  name,
  checked,
  onChange,
  children,
  ...aria
}: {
  name: string
  checked: boolean
  onChange: () => void
  children: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  value: string
}) {
  return (
    <label className="slot-chip">
      <input type="radio" name={name} checked={checked} onChange={onChange} {...aria} />
      <span>{children}</span>
    </label>
  )
}

export function SlotPicker({ id, area, value, onChange, reload, ...aria }: SlotPickerProps) {
  const lang = useLang()
  const B = useStrings().UI.booking
  const loaded = useFreeTimes(area, reload)
  const current = loaded.key === `${area}:${reload}`
  const days = current ? loaded.days : null
  const [chosenDay, setChosenDay] = useState('')
  const chosenIsFree = !!days?.some((d) => d.times.some((t) => t.start === value))
  // A chosen time that is no longer among the free ones (another area, or just taken) is chosen no more.
  useEffect(() => {
    if (days && value && !chosenIsFree) onChange('')
  }, [days, value, chosenIsFree, onChange])
  if (!current) return <p className="contact-form__hint">{B.loadingTimes}</p>
  if (!days) return <p className="contact-form__hint">{B.timesFailed}</p>
  if (!days.length) return <p className="contact-form__hint">{B.noTimes}</p>
  const day =
    days.find((d) => d.times.some((t) => t.start === value)) ?? days.find((d) => d.date === chosenDay) ?? days[0]!
  const dayText = (kind: 'day' | 'dayShort') => visitDayText(day.times[0]!.at, lang, kind)
  return (
    <div className="slot-picker" data-testid="slot-picker">
      <fieldset className="slot-picker__group">
        <legend>{B.chooseDay}</legend>
        <div className="slot-picker__chips">
          {days.map((d) => (
            <Chip
              key={d.date}
              name={`${id}-day`}
              value={d.date}
              checked={d === day}
              onChange={() => {
                setChosenDay(d.date)
                if (value) onChange('')
              }}
            >
              {visitDayText(d.times[0]!.at, lang, 'dayShort')}
            </Chip>
          ))}
        </div>
      </fieldset>
      <fieldset className="slot-picker__group">
        <legend>
          {B.chooseTime}: {dayText('day')}
        </legend>
        <div className="slot-picker__chips">
          {day.times.map((t) => (
            <Chip
              key={t.start}
              name="start"
              value={t.start}
              checked={t.start === value}
              onChange={() => onChange(t.start)}
              {...aria}
            >
              {visitClockText(t.at, lang)}
            </Chip>
          ))}
        </div>
      </fieldset>
    </div>
  )
}
