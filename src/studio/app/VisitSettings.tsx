/**
 * "Arviokäynnit" (issue 49): the free site visits' availability settings, for the owner and myynti
 * ('visits'), a tab beside the inbox (/yhteydenotot/arviokaynnit). Everything the public booking's
 * free times come from: each person's weekly hours and the areas each weekday serves, the visit's
 * length and travel time around it, how early a visit may be booked, how many a day, days off, public
 * holidays, one area a day, the people. Saved whole over the version it was loaded from (someone
 * else's save meanwhile: reload); each problem shown at its field (aria-invalid, aria-describedby),
 * the same sentences the server's 422 gives (src/studio/visits/settings-problems.ts).
 */
import { useEffect, useMemo, useState } from 'react'
import { AREAS, type Area } from '../../booking/areas.js'
import type { AvailabilitySettings, DayPlan, VisitPerson } from '../../booking/availability.js'
import { WEEKDAYS, type Weekday } from '../../booking/helsinki-clock.js'
import { STUDIO_UI } from '../strings.fi.js'
import { settingsProblems, type SettingsProblem } from '../visits/settings-problems.js'
import type { VisitSettingsAnswer, VisitSettingsRefusal } from '../visits/settings-router.js'
import { send } from './api.js'
import { when } from './lead-format.js'

const UI = STUDIO_UI.visits
const URL_ = '/api/visits/settings'

/** A field's element id from its JSON pointer ("/people/0/name" -> "vs-people-0-name"). */
const idOf = (path: string) => `vs${path.replace(/[^A-Za-z0-9]+/g, '-')}`

type Status = { ok: boolean; text: string; stale?: boolean } | null

/** The problems shown at a field: its own pointer, or (a group) every pointer below it. */
/** A day off as she writes dates ("4.12.2026"), not as the date field keeps it ("2026-12-04"). */
function finnishDate(iso: string): string {
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(iso)
  return m ? `${Number(m[3])}.${Number(m[2])}.${m[1]}` : iso
}

function problemsAt(all: readonly SettingsProblem[], path: string, group = false) {
  return all.filter((p) => p.path === path || (group && p.path.startsWith(`${path}/`)))
}

function Errors({ id, problems }: { id: string; problems: readonly SettingsProblem[] }) {
  if (!problems.length) return null
  return (
    <p id={`${id}-error`} className="studio-error studio-visits__error">
      {problems.map((p) => p.message).join(' ')}
    </p>
  )
}

/** The accessible wiring of a field: invalid when it has problems, described by them and its help. */
function wiring(id: string, problems: readonly SettingsProblem[], help?: boolean) {
  const described = [problems.length ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': problems.length ? (true as const) : undefined,
    'aria-describedby': described || undefined,
  }
}

interface Editing {
  draft: AvailabilitySettings
  shown: readonly SettingsProblem[]
  edit(change: (d: AvailabilitySettings) => void, focus?: string): void
}

function NumberField({
  e,
  path,
  label,
  help,
  value,
  set,
  optional,
}: {
  e: Editing
  path: string
  label: string
  help?: string
  value: number | undefined
  set(d: AvailabilitySettings, v: number | undefined): void
  optional?: boolean
}) {
  const id = idOf(path)
  const problems = problemsAt(e.shown, path)
  return (
    <div className="studio-visits__field">
      <label htmlFor={id}>{label}</label>
      <input
        {...wiring(id, problems, Boolean(help))}
        type="number"
        inputMode="numeric"
        min={0}
        value={value === undefined || !Number.isFinite(value) ? '' : value}
        onChange={(ev) => {
          const text = ev.target.value.trim()
          e.edit((d) => set(d, text === '' ? (optional ? undefined : Number.NaN) : Number(text)))
        }}
      />
      {help && (
        <p id={`${id}-help`} className="studio-help">
          {help}
        </p>
      )}
      <Errors id={id} problems={problems} />
    </div>
  )
}

function CheckField({
  e,
  label,
  help,
  name,
}: {
  e: Editing
  label: string
  help?: string
  name: 'publicHolidaysOff' | 'oneAreaPerDay'
}) {
  const id = idOf(`/${name}`)
  return (
    <div className="studio-visits__check">
      <input
        id={id}
        type="checkbox"
        checked={e.draft[name]}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(ev) =>
          e.edit((d) => {
            d[name] = ev.target.checked
          })
        }
      />
      <label htmlFor={id}>{label}</label>
      {help && (
        <p id={`${id}-help`} className="studio-help">
          {help}
        </p>
      )}
    </div>
  )
}

/** A list of dates off (the company's or a person's): each editable and removable, one more added. */
function DaysOff({
  e,
  path,
  title,
  dates,
  list,
}: {
  e: Editing
  path: string
  title: string
  dates: readonly string[]
  list(d: AvailabilitySettings): string[]
}) {
  const titleId = `${idOf(path)}-title`
  return (
    <fieldset className="studio-visits__days-off" aria-labelledby={titleId}>
      <legend id={titleId}>{title}</legend>
      {dates.length === 0 && <p className="studio-help">{UI.noDaysOff}</p>}
      <ul>
        {dates.map((date, i) => {
          const at = `${path}/${i}`
          const id = idOf(at)
          const problems = problemsAt(e.shown, at)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a date's place in its list is its identity while edited
            <li key={i}>
              <label htmlFor={id} className="visually-hidden">
                {UI.dayOff(i + 1)}
              </label>
              <input
                {...wiring(id, problems)}
                type="date"
                value={date}
                onChange={(ev) =>
                  e.edit((d) => {
                    list(d)[i] = ev.target.value
                  })
                }
              />
              <button
                type="button"
                className="studio-btn"
                onClick={() => e.edit((d) => void list(d).splice(i, 1), `${titleId}-add`)}
              >
                {UI.removeDayOff(finnishDate(date) || UI.dayOff(i + 1))}
              </button>
              <Errors id={id} problems={problems} />
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        id={`${titleId}-add`}
        className="studio-btn"
        onClick={() => e.edit((d) => void list(d).push(''), `${path}/${dates.length}`)}
      >
        {UI.addDayOff}
      </button>
    </fieldset>
  )
}

/** Where a weekday of a person is: its pointer, its plan in the draft, its name. */
interface DayAt {
  e: Editing
  base: string
  weekday: Weekday
  dayName: string
  nameId: string
  dayOf(d: AvailabilitySettings): DayPlan
}

/** One stretch of a day's hours: its start, its end, and a button that removes it. */
function TimeRange({ day, i }: { day: DayAt; i: number }) {
  const { e, base, dayName, dayOf, nameId } = day
  const at = `${base}/hours/${i}`
  const range = dayOf(e.draft).hours[i]!
  const time = (key: 'opens' | 'closes', label: string) => {
    const id = idOf(`${at}/${key}`)
    const problems = problemsAt(e.shown, `${at}/${key}`)
    return (
      <span className="studio-visits__time">
        <label htmlFor={id}>
          <span className="visually-hidden">{dayName}: </span>
          {label}
        </label>
        <input
          {...wiring(id, problems)}
          type="time"
          step={300}
          value={range[key]}
          onChange={(ev) =>
            e.edit((d) => {
              dayOf(d).hours[i]![key] = ev.target.value
            })
          }
        />
        <Errors id={id} problems={problems} />
      </span>
    )
  }
  return (
    <div className="studio-visits__range">
      {time('opens', UI.opens)}
      {time('closes', UI.closes)}
      <button
        type="button"
        className="studio-btn studio-btn--small"
        onClick={() => e.edit((d) => void dayOf(d).hours.splice(i, 1), `${nameId}-add`)}
      >
        {UI.removeRange}
        <span className="visually-hidden">
          {' '}
          {dayName} {range.opens}–{range.closes}
        </span>
      </button>
    </div>
  )
}

/** The areas a weekday serves: a checkbox for each. */
function DayAreas({ day }: { day: DayAt }) {
  const { e, base, dayName, dayOf } = day
  const plan = dayOf(e.draft)
  const areaProblems = problemsAt(e.shown, `${base}/areas`, true)
  const areasId = idOf(`${base}/areas`)
  return (
    <div
      className="studio-visits__areas"
      role="group"
      aria-label={UI.dayAreas(dayName)}
      aria-describedby={areaProblems.length ? `${areasId}-error` : undefined}
    >
      {AREAS.map((area) => {
        const id = idOf(`${base}/areas/${area}`)
        return (
          <span key={area} className="studio-visits__check">
            <input
              id={id}
              type="checkbox"
              checked={plan.areas.includes(area)}
              aria-invalid={areaProblems.length ? true : undefined}
              onChange={(ev) =>
                e.edit((d) => {
                  const areas = new Set<Area>(dayOf(d).areas)
                  if (ev.target.checked) areas.add(area)
                  else areas.delete(area)
                  dayOf(d).areas = AREAS.filter((a) => areas.has(a))
                })
              }
            />
            <label htmlFor={id}>{UI.areas[area]}</label>
          </span>
        )
      })}
      <Errors id={areasId} problems={areaProblems} />
    </div>
  )
}

/** One weekday of a person: its stretches of hours and the areas it serves. */
function DayRow({ e, p, weekday }: { e: Editing; p: number; weekday: Weekday }) {
  const base = `/people/${p}/week/${weekday}`
  const day: DayAt = {
    e,
    base,
    weekday,
    dayName: UI.weekdays[weekday],
    nameId: `${idOf(base)}-name`,
    dayOf: (d) => d.people[p]!.week[weekday],
  }
  const plan = day.dayOf(e.draft)
  return (
    <div className="studio-visits__day" role="group" aria-labelledby={day.nameId}>
      <strong id={day.nameId} className="studio-visits__day-name">
        {day.dayName}
      </strong>
      <div className="studio-visits__ranges">
        {plan.hours.length === 0 && <span className="studio-help">{UI.closed}</span>}
        {plan.hours.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stretch's place in its day is its identity while edited
          <TimeRange key={i} day={day} i={i} />
        ))}
        <button
          type="button"
          id={`${day.nameId}-add`}
          className="studio-btn studio-btn--small"
          onClick={() => {
            const last = plan.hours.at(-1)
            e.edit(
              (d) => void day.dayOf(d).hours.push(last ? { opens: last.closes, closes: last.closes } : DEFAULT_RANGE),
              `${base}/hours/${plan.hours.length}/opens`,
            )
          }}
        >
          {UI.addRange}
          <span className="visually-hidden"> ({day.dayName})</span>
        </button>
      </div>
      <DayAreas day={day} />
    </div>
  )
}

const DEFAULT_RANGE = { opens: '08:00', closes: '16:00' }

function PersonCard({ e, p, count }: { e: Editing; p: number; count: number }) {
  const person = e.draft.people[p]!
  const base = `/people/${p}`
  const title = `${UI.person(p + 1)}: ${person.name || UI.newPerson}`
  const titleId = `${idOf(base)}-title`
  const text = (key: 'name' | 'email', label: string, type: string) => {
    const id = idOf(`${base}/${key}`)
    const problems = problemsAt(e.shown, `${base}/${key}`)
    return (
      <div className="studio-visits__field">
        <label htmlFor={id}>{label}</label>
        <input
          {...wiring(id, problems)}
          type={type}
          autoComplete="off"
          value={person[key] ?? ''}
          onChange={(ev) =>
            e.edit((d) => {
              const who = d.people[p]!
              if (key === 'email' && !ev.target.value) delete who.email
              else who[key] = ev.target.value
            })
          }
        />
        <Errors id={id} problems={problems} />
      </div>
    )
  }
  return (
    <section className="studio-visits__person" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <div className="studio-visits__grid">
        {text('name', UI.personName, 'text')}
        {text('email', UI.personEmail, 'email')}
        <NumberField
          e={e}
          path={`${base}/maxVisitsPerDay`}
          label={UI.personMax}
          value={person.maxVisitsPerDay}
          optional
          set={(d, v) => {
            const who = d.people[p]!
            if (v === undefined) delete who.maxVisitsPerDay
            else who.maxVisitsPerDay = v
          }}
        />
      </div>
      <h4>{UI.week(person.name || UI.person(p + 1))}</h4>
      <p className="studio-help">
        {UI.weekHelp} {UI.timeZone}
      </p>
      <div className="studio-visits__week">
        {WEEKDAYS.map((weekday) => (
          <DayRow key={weekday} e={e} p={p} weekday={weekday} />
        ))}
      </div>
      <DaysOff
        e={e}
        path={`${base}/daysOff`}
        title={UI.personDaysOff(person.name || UI.person(p + 1))}
        dates={person.daysOff}
        list={(d) => d.people[p]!.daysOff}
      />
      {count > 1 && (
        <button
          type="button"
          className="studio-btn"
          onClick={() => e.edit((d) => void d.people.splice(p, 1), 'vs-add-person')}
        >
          {UI.removePerson(person.name || UI.person(p + 1))}
        </button>
      )}
    </section>
  )
}

/** A new person: the first one's week (by default the company's opening hours), no days off. */
function newPerson(d: AvailabilitySettings): VisitPerson {
  const week =
    structuredClone(d.people[0]?.week) ??
    (Object.fromEntries(WEEKDAYS.map((w) => [w, { hours: [], areas: [] }])) as unknown as VisitPerson['week'])
  return { id: `henkilo-${Date.now().toString(36)}`, name: '', week, daysOff: [] }
}

/** The postal-code prefixes of an area as she types them ("00, 01, 02"), kept as text while typed. */
function PrefixField({ e, area }: { e: Editing; area: Area }) {
  const path = `/postalPrefixes/${area}`
  const [text, setText] = useState(e.draft.postalPrefixes[area].join(', '))
  const id = idOf(path)
  const problems = problemsAt(e.shown, path, true)
  return (
    <div className="studio-visits__field">
      <label htmlFor={id}>{UI.postalPrefixes(UI.areas[area])}</label>
      <input
        {...wiring(id, problems, true)}
        type="text"
        inputMode="numeric"
        value={text}
        onChange={(ev) => {
          setText(ev.target.value)
          const list = ev.target.value.split(/[\s,;]+/).filter(Boolean)
          e.edit((d) => {
            d.postalPrefixes[area] = list
          })
        }}
      />
      <p id={`${id}-help`} className="studio-help">
        {UI.postalHelp}
      </p>
      <Errors id={id} problems={problems} />
    </div>
  )
}

function Notice({ e }: { e: Editing }) {
  const n = e.draft.notice
  const kind = 'workingDays' in n ? 'workingDays' : 'hours'
  const amount = 'workingDays' in n ? n.workingDays : n.hours
  const path = `/notice/${kind}`
  const id = idOf('/notice/amount')
  const problems = problemsAt(e.shown, path)
  return (
    <fieldset className="studio-visits__notice">
      <legend>{UI.notice}</legend>
      <div className="studio-visits__notice-row">
        <span className="studio-visits__field">
          <label htmlFor={id}>{UI.noticeAmount}</label>
          <input
            {...wiring(id, problems, true)}
            type="number"
            inputMode="numeric"
            min={0}
            value={Number.isFinite(amount) ? amount : ''}
            onChange={(ev) => {
              const v = ev.target.value.trim() === '' ? Number.NaN : Number(ev.target.value)
              e.edit((d) => {
                d.notice = kind === 'workingDays' ? { workingDays: v } : { hours: v }
              })
            }}
          />
        </span>
        <span className="studio-visits__field">
          <label htmlFor={idOf('/notice/kind')}>{UI.noticeKind}</label>
          <select
            id={idOf('/notice/kind')}
            value={kind}
            onChange={(ev) =>
              e.edit((d) => {
                d.notice = ev.target.value === 'hours' ? { hours: amount } : { workingDays: amount }
              })
            }
          >
            <option value="workingDays">{UI.noticeKinds.workingDays}</option>
            <option value="hours">{UI.noticeKinds.hours}</option>
          </select>
        </span>
      </div>
      <p id={`${id}-help`} className="studio-help">
        {UI.noticeHelp}
      </p>
      <Errors id={id} problems={problems} />
    </fieldset>
  )
}

type NumberKey =
  | 'visitMinutes'
  | 'stepMinutes'
  | 'bufferBeforeMinutes'
  | 'bufferAfterMinutes'
  | 'maxVisitsPerDay'
  | 'horizonDays'

/** "Käynnit": the visit's numbers, the notice, holidays, one area a day, the company's days off, the areas' codes. */
function GeneralSection({ e }: { e: Editing }) {
  const n = (key: NumberKey, label: string, help?: string) => (
    <NumberField
      e={e}
      path={`/${key}`}
      label={label}
      help={help}
      value={e.draft[key]}
      set={(d, v) => {
        d[key] = v ?? Number.NaN
      }}
    />
  )
  return (
    <section className="studio-visits__section" aria-labelledby="studio-visits-general">
      <h3 id="studio-visits-general">{UI.general}</h3>
      <p className="studio-help">{UI.timeZone}</p>
      <div className="studio-visits__grid">
        {n('visitMinutes', UI.visitMinutes)}
        {n('stepMinutes', UI.stepMinutes, UI.stepHelp)}
        {n('bufferBeforeMinutes', UI.bufferBefore, UI.bufferHelp)}
        {n('bufferAfterMinutes', UI.bufferAfter, UI.bufferHelp)}
        {n('maxVisitsPerDay', UI.maxVisitsPerDay)}
        {n('horizonDays', UI.horizonDays)}
      </div>
      <Notice e={e} />
      <CheckField e={e} name="publicHolidaysOff" label={UI.publicHolidaysOff} />
      <CheckField e={e} name="oneAreaPerDay" label={UI.oneAreaPerDay} help={UI.oneAreaPerDayHelp} />
      <DaysOff e={e} path="/daysOff" title={UI.daysOff} dates={e.draft.daysOff} list={(d) => d.daysOff} />
      <div className="studio-visits__grid">
        {AREAS.map((area) => (
          <PrefixField key={area} e={e} area={area} />
        ))}
      </div>
    </section>
  )
}

/** "Käyntejä tekevät henkilöt": a card for each, and "Lisää henkilö". */
function PeopleSection({ e }: { e: Editing }) {
  const peopleProblems = problemsAt(e.shown, '/people')
  return (
    <section className="studio-visits__section" aria-labelledby="studio-visits-people">
      <h3 id="studio-visits-people">{UI.people}</h3>
      <p className="studio-help">{UI.peopleHelp}</p>
      {e.draft.people.map((person, p) => (
        <PersonCard key={person.id} e={e} p={p} count={e.draft.people.length} />
      ))}
      <button
        type="button"
        id="vs-add-person"
        className="studio-btn"
        aria-describedby={peopleProblems.length ? `${idOf('/people')}-error` : undefined}
        onClick={() => e.edit((d) => void d.people.push(newPerson(d)), `/people/${e.draft.people.length}/name`)}
      >
        {UI.addPerson}
      </button>
      <Errors id={idOf('/people')} problems={peopleProblems} />
    </section>
  )
}

/** The settings as loaded and as edited, the status line, and where focus goes next. */
function useVisitSettings() {
  const [loaded, setLoaded] = useState<VisitSettingsAnswer | null>(null)
  const [draft, setDraft] = useState<AvailabilitySettings | null>(null)
  const [tried, setTried] = useState(false)
  const [fromServer, setFromServer] = useState<SettingsProblem[]>([])
  const [status, setStatus] = useState<Status>(null)
  const [focus, setFocus] = useState<string | null>(null)
  const [generation, setGeneration] = useState(0)
  const took = (answer: VisitSettingsAnswer) => {
    setLoaded(answer)
    setDraft(structuredClone(answer.settings))
    setTried(false)
    setFromServer([])
  }
  const load = async () => {
    const a = await send<VisitSettingsAnswer>(URL_).catch(() => null)
    if (!a?.ok) return setStatus({ ok: false, text: a?.body.error ?? STUDIO_UI.errors.network })
    took(a.body)
    setGeneration((g) => g + 1)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the view opens
  useEffect(() => {
    void load()
  }, [])
  useEffect(() => {
    if (!focus) return
    document.getElementById(focus.startsWith('/') ? idOf(focus) : focus)?.focus()
    setFocus(null)
  }, [focus])
  const problems = useMemo(() => (draft ? settingsProblems(draft) : []), [draft])
  const shown = tried ? [...problems, ...fromServer.filter((s) => !problems.some((p) => p.path === s.path))] : []
  const edit: Editing['edit'] = (change, focusAfter) => {
    if (!draft) return
    const next = structuredClone(draft)
    change(next)
    setDraft(next)
    setFromServer([])
    if (status?.ok) setStatus(null)
    if (focusAfter) setFocus(focusAfter)
  }
  const refused = (text: string, server?: SettingsProblem[]) => {
    setTried(true)
    if (server) setFromServer(server)
    setStatus({ ok: false, text })
  }
  return { loaded, draft, problems, shown, status, setStatus, setFocus, generation, load, took, edit, refused }
}

/** Saves the draft over the version it was loaded from: the answer in the status line, problems at their fields. */
function useSave(v: ReturnType<typeof useVisitSettings>) {
  const [saving, setSaving] = useState(false)
  const save = async () => {
    if (!v.draft || !v.loaded) return
    if (v.problems.length) {
      v.refused(UI.fixFirst(v.problems.length))
      v.setFocus(v.problems[0]!.path)
      return
    }
    setSaving(true)
    const body = { settings: v.draft, version: v.loaded.version }
    const a = await send<VisitSettingsAnswer & VisitSettingsRefusal>(URL_, body, 'PUT').catch(() => null)
    setSaving(false)
    if (a?.ok) {
      v.took(a.body)
      return v.setStatus({ ok: true, text: UI.saved })
    }
    if (a?.status === 409) return v.setStatus({ ok: false, text: a.body.error ?? UI.stale, stale: true })
    if (a?.status === 422) return v.refused(a.body.error ?? UI.badSettings, a.body.problems ?? [])
    v.setStatus({ ok: false, text: a?.body.error ?? UI.failed })
  }
  return { saving, save }
}

/** The view: load, edit, save. */
export function VisitSettings() {
  const v = useVisitSettings()
  const { saving, save } = useSave(v)
  const { loaded, draft, status } = v
  if (!draft || !loaded)
    return status ? (
      <p role="alert" className="studio-error">
        {status.text}
      </p>
    ) : (
      <p className="studio-help">{UI.loading}</p>
    )
  const e: Editing = { draft, shown: v.shown, edit: v.edit }
  const dirty = JSON.stringify(draft) !== JSON.stringify(loaded.settings)
  return (
    <form
      key={v.generation}
      className="studio-visits"
      aria-labelledby="studio-visits-title"
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault()
        void save()
      }}
    >
      <h2 id="studio-visits-title">{UI.title}</h2>
      <p className="studio-help">{UI.help}</p>
      <p className="studio-help">{loaded.savedAt ? UI.savedBy(loaded.savedBy, when(loaded.savedAt)) : UI.neverSaved}</p>
      <GeneralSection e={e} />
      <PeopleSection e={e} />
      <div className="studio-visits__save">
        <button type="submit" className="studio-btn studio-btn--primary" disabled={saving}>
          {saving ? UI.saving : UI.save}
        </button>
        {dirty && !status && <span className="studio-help">{UI.unsaved}</span>}
        {status && (
          <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'studio-ok' : 'studio-error'}>
            {status.text}{' '}
            {status.stale && (
              <button type="button" className="studio-btn" onClick={() => void v.load().then(() => v.setStatus(null))}>
                {UI.reload}
              </button>
            )}
          </p>
        )}
      </div>
    </form>
  )
}
