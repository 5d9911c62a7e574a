/**
 * One lead (issue 34): who wrote, what, from which page and calculator, in
 * which language; a reply by e-mail or phone (the link records
 * "yhteydessä"); its stage, person and notes; its history with who and when;
 * its message text erased; when it will be erased by the retention rule.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { InboxMeta, LeadDetail, LeadEvent, LeadView } from '../leads/inbox-api.js'
import { STAGES, type Stage } from '../../leads/stages.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { Answer } from './api.js'
import { ageOf, day, languageName, mailtoOf, stageName, telOf, when } from './lead-format.js'
import { leadsApi } from './leads-api.js'
import { LeadVisit } from './LeadVisit.js'

const UI = STUDIO_UI.leads

type Result = Answer<LeadDetail>

function eventText(e: LeadEvent): string {
  if (e.kind === 'stage') return UI.event.stage(e.person, stageName(e.value))
  if (e.kind === 'assign') return UI.event.assign(e.person, e.value)
  if (e.kind === 'note') return UI.event.note(e.person)
  if (e.kind === 'reply') return UI.event.reply(e.person, e.value)
  if (e.kind === 'visit-confirmed' || e.kind === 'visit-moved' || e.kind === 'visit-cancelled')
    return UI.event[e.kind](e.person, when(Date.parse(e.value)))
  return UI.event['message-erased'](e.person)
}

function History({ lead, events }: { lead: LeadView; events: LeadEvent[] }) {
  const items = [
    { key: 'arrived', at: lead.createdAt, text: UI.arrived, note: '' },
    ...(lead.remindedAt ? [{ key: 'reminded', at: lead.remindedAt, text: UI.reminded, note: '' }] : []),
    ...events.map((e) => ({ key: `e${e.id}`, at: e.at, text: eventText(e), note: e.kind === 'note' ? e.value : '' })),
  ].sort((a, b) => a.at - b.at)
  return (
    <section className="studio-lead__section" aria-labelledby="studio-lead-history">
      <h3 id="studio-lead-history">{UI.history}</h3>
      <ol className="studio-lead__history">
        {items.map((i) => (
          <li key={i.key}>
            <time dateTime={new Date(i.at).toISOString()}>{when(i.at)}</time> {i.text}
            {i.note && <blockquote className="studio-lead__note">{i.note}</blockquote>}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Reply({ lead, brand, onReplied }: { lead: LeadView; brand: string; onReplied(via: 'email' | 'phone'): void }) {
  return (
    <section className="studio-lead__section" aria-labelledby="studio-lead-reply">
      <h3 id="studio-lead-reply">{UI.reply}</h3>
      <p className="studio-lead__contact">
        {UI.email}: {lead.email}
        <br />
        {UI.phone}: {lead.phone || UI.noPhone}
      </p>
      <div className="studio-lead__actions">
        <a className="studio-btn studio-btn--primary" href={mailtoOf(lead, brand)} onClick={() => onReplied('email')}>
          {UI.replyEmail}
        </a>
        {lead.phone && (
          <a className="studio-btn" href={telOf(lead.phone)} onClick={() => onReplied('phone')}>
            {UI.replyPhone} {lead.phone}
          </a>
        )}
      </div>
      <p className="studio-help">{UI.replyHelp}</p>
    </section>
  )
}

function Origin({ lead }: { lead: LeadView }) {
  const c = lead.calculator
  return (
    <dl className="studio-lead__facts">
      <dt>{UI.page}</dt>
      <dd>
        {lead.pageTitle || UI.unknownPage}
        {lead.page && <span className="studio-help"> ({lead.page})</span>}
      </dd>
      {lead.service && (
        <>
          <dt>{UI.service}</dt>
          <dd>{lead.service.name}</dd>
        </>
      )}
      {lead.city && (
        <>
          <dt>{UI.city}</dt>
          <dd>{lead.city.name}</dd>
        </>
      )}
      <dt>{UI.language}</dt>
      <dd>{languageName(lead.lang)}</dd>
      {c && (
        <>
          <dt>{UI.calculator}</dt>
          <dd>{c.name}</dd>
          {c.choices.length > 0 && (
            <>
              <dt>{UI.choices}</dt>
              <dd>{c.choices.join('; ')}</dd>
            </>
          )}
          <dt>{UI.estimate}</dt>
          <dd>{c.estimate}</dd>
        </>
      )}
    </dl>
  )
}

function Stages({ lead, onStage }: { lead: LeadView; onStage(s: Stage): void }) {
  return (
    <fieldset className="studio-lead__stages">
      <legend>{UI.moveTo}</legend>
      {STAGES.map((s) => (
        <button key={s} type="button" className="studio-btn" aria-pressed={lead.stage === s} onClick={() => onStage(s)}>
          {stageName(s)}
        </button>
      ))}
    </fieldset>
  )
}

function Assign({ lead, meta, onAssign }: { lead: LeadView; meta: InboxMeta; onAssign(person: string): void }) {
  const [person, setPerson] = useState(lead.assignee ?? '')
  return (
    <form
      className="studio-lead__assign"
      onSubmit={(e) => {
        e.preventDefault()
        onAssign(person)
      }}
    >
      <label>
        <span>{UI.assign}</span>
        <select value={person} onChange={(e) => setPerson(e.target.value)}>
          <option value="">{UI.assignNobody}</option>
          {meta.people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="studio-btn">
        {UI.assignSave}
      </button>
    </form>
  )
}

function Note({ onNote }: { onNote(text: string): Promise<boolean> }) {
  const [text, setText] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (await onNote(text)) setText('')
  }
  return (
    <form className="studio-lead__note-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor="studio-lead-note">{UI.note}</label>
      <textarea
        id="studio-lead-note"
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby="studio-lead-note-help"
      />
      <p className="studio-help" id="studio-lead-note-help">
        {UI.noteHelp}
      </p>
      <button type="submit" className="studio-btn">
        {UI.addNote}
      </button>
    </form>
  )
}

function Message({ lead, onErase }: { lead: LeadView; onErase(): void }) {
  return (
    <section className="studio-lead__section" aria-labelledby="studio-lead-message">
      <h3 id="studio-lead-message">{UI.message}</h3>
      {lead.messageErasedAt !== null ? (
        <p>
          <em>{UI.messageErased(when(lead.messageErasedAt))}</em>
        </p>
      ) : (
        <>
          <p className="studio-lead__message">{lead.message}</p>
          <button
            type="button"
            className="studio-btn studio-btn--small studio-btn--danger"
            onClick={() => window.confirm(UI.eraseMessageConfirm) && onErase()}
          >
            {UI.eraseMessage}
          </button>
        </>
      )}
    </section>
  )
}

function LeadHead({ lead }: { lead: LeadView }) {
  return (
    <header className="studio-lead__head">
      <h2 id="studio-lead-title">{UI.leadTitle(lead.id, lead.name)}</h2>
      <p>
        {UI.received(when(lead.createdAt))} ({ageOf(lead.createdAt)}) · {UI.stage}:{' '}
        <strong>{stageName(lead.stage)}</strong>
        {lead.overdue && <strong className="studio-badge studio-badge--late">{UI.overdueBadge}</strong>}
      </p>
      <p className="studio-help">{UI.delivery[lead.delivery]}</p>
    </header>
  )
}

/** The lead and what changes it: each change answers with the lead and its history again. */
function useLead(id: number) {
  const [detail, setDetail] = useState<LeadDetail | null>(null)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => {
    void leadsApi
      .get(id)
      .then((a) => (a.ok ? setDetail(a.body) : setStatus({ ok: false, text: a.body.error ?? UI.notFound })))
  }, [id])
  const apply = async (call: Promise<Result>, done: string) => {
    const a = await call
    if (!a.ok) {
      setStatus({ ok: false, text: a.body.error ?? STUDIO_UI.errors.network })
      return false
    }
    setDetail(a.body)
    setStatus({ ok: true, text: done })
    return true
  }
  return { detail, status, apply, reload: () => leadsApi.get(id).then((a) => a.ok && setDetail(a.body)) }
}

export function LeadDetailView({
  id,
  meta,
  visits,
  onBack,
}: {
  id: number
  meta: InboxMeta
  /** The person may confirm, move and cancel the lead's visit ('visits'). */
  visits: boolean
  onBack(): void
}) {
  const { detail, status, apply, reload } = useLead(id)
  const lead = detail?.lead
  return (
    <article className="studio-lead" aria-labelledby="studio-lead-title">
      <button type="button" className="studio-btn studio-btn--small" onClick={onBack}>
        ← {UI.back}
      </button>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'studio-ok' : 'studio-error'}>
          {status.text}
        </p>
      )}
      {!lead && !status && <p className="studio-help">{UI.loading}</p>}
      {lead && detail && (
        <>
          <LeadHead lead={lead} />
          <div className="studio-lead__grid">
            <div>
              <Reply
                lead={lead}
                brand={meta.brand}
                onReplied={(via) => void apply(leadsApi.reply(lead.id, via), UI.replyRecorded(via))}
              />
              <Message
                lead={lead}
                onErase={() => void apply(leadsApi.eraseMessage(lead.id), UI.messageErased(when(Date.now())))}
              />
              <section className="studio-lead__section" aria-label={UI.page}>
                <Origin lead={lead} />
              </section>
            </div>
            <div>
              {visits && <LeadVisit id={lead.id} onChanged={() => void reload()} />}
              <section className="studio-lead__section" aria-labelledby="studio-lead-stage">
                <h3 id="studio-lead-stage">{UI.stage}</h3>
                <Stages
                  lead={lead}
                  onStage={(s) => void apply(leadsApi.stage(lead.id, s), UI.stageSaved(stageName(s)))}
                />
                <Assign
                  key={lead.assignee ?? ''}
                  lead={lead}
                  meta={meta}
                  onAssign={(p) =>
                    void apply(
                      leadsApi.assign(lead.id, p),
                      UI.assigned(meta.people.find((x) => x.id === p)?.name ?? ''),
                    )
                  }
                />
                <Note onNote={(text) => apply(leadsApi.note(lead.id, text), UI.noteSaved)} />
              </section>
              <History lead={lead} events={detail.events} />
              <p className="studio-help">
                {lead.offeredAt === null
                  ? UI.retention(day(lead.erasesAt))
                  : UI.retentionKept(day(lead.erasesAt), meta.keepOfferMonths)}
              </p>
            </div>
          </div>
        </>
      )}
    </article>
  )
}
