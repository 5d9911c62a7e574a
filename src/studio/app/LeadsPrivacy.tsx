/**
 * "Henkilön tiedot" (issue 34, the owner): a data subject's requests. Every
 * lead of an e-mail address or a phone number is found, exported as JSON
 * ("Vie henkilön tiedot") or erased with its history ("Poista henkilön
 * tiedot"). The search goes in a POST body, never in an address; each step is
 * in the audit log.
 */
import { useState, type FormEvent } from 'react'
import type { LeadView } from '../leads/inbox-api.js'
import { STUDIO_UI } from '../strings.fi.js'
import { stageName, when } from './lead-format.js'
import { leadsApi } from './leads-api.js'

const UI = STUDIO_UI.leads
const P = UI.privacy

export function LeadsPrivacy({ onOpen }: { onOpen(id: number): void }) {
  const [who, setWho] = useState({ email: '', phone: '' })
  const [found, setFound] = useState<LeadView[] | null>(null)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const find = async (e?: FormEvent) => {
    e?.preventDefault()
    const a = await leadsApi.findPerson(who)
    if (!a.ok) return setStatus({ ok: false, text: a.body.error ?? STUDIO_UI.errors.network })
    setFound(a.body.leads)
    setStatus({ ok: true, text: P.found(a.body.leads.length) })
  }
  const exportAll = async () => {
    const error = await leadsApi.exportPerson(who)
    setStatus(error === null ? { ok: true, text: P.exported } : { ok: false, text: error || STUDIO_UI.errors.network })
  }
  const erase = async () => {
    if (!found?.length || !window.confirm(P.eraseConfirm(found.length))) return
    const a = await leadsApi.erasePerson(who)
    if (!a.ok) return setStatus({ ok: false, text: a.body.error ?? STUDIO_UI.errors.network })
    setFound([])
    setStatus({ ok: true, text: a.body.message })
  }
  const field = (name: 'email' | 'phone', label: string, type: string) => (
    <label className="studio-inbox__filter">
      <span>{label}</span>
      <input
        type={type}
        value={who[name]}
        autoComplete="off"
        onChange={(e) => {
          setWho({ ...who, [name]: e.target.value })
          setFound(null)
        }}
      />
    </label>
  )
  return (
    <section className="studio-privacy" aria-labelledby="studio-privacy-title">
      <h2 id="studio-privacy-title">{P.title}</h2>
      <p className="studio-help">{P.help}</p>
      <form className="studio-inbox__filters" onSubmit={(e) => void find(e)}>
        {field('email', P.email, 'email')}
        {field('phone', P.phone, 'tel')}
        <div className="studio-inbox__filter-actions">
          <button type="submit" className="studio-btn studio-btn--primary">
            {P.find}
          </button>
        </div>
      </form>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'studio-ok' : 'studio-error'}>
          {status.text}
        </p>
      )}
      {found && found.length > 0 && (
        <>
          <ul className="studio-privacy__found">
            {found.map((l) => (
              <li key={l.id}>
                <button type="button" className="studio-link" onClick={() => onOpen(l.id)}>
                  #{l.id} {l.name}
                </button>{' '}
                {when(l.createdAt)} · {l.email} · {l.phone} · {stageName(l.stage)}
              </li>
            ))}
          </ul>
          <div className="studio-lead__actions">
            <button type="button" className="studio-btn" onClick={() => void exportAll()}>
              {P.export}
            </button>
            <button type="button" className="studio-btn studio-btn--danger" onClick={() => void erase()}>
              {P.erase}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
