/**
 * "Henkilöt" (issue 29, the owner): the people with their roles and passkeys,
 * a role changed or a person removed (their sessions end at once), and a new
 * person invited: the one-time link is shown to be sent on (it works once and
 * for 72 hours). Every refusal comes back in Finnish from the server.
 */
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { LANGUAGE_INFO, TARGET_LANGS } from '../../i18n/languages.js'
import { isRole, needsLangs, type Role } from '../auth/roles.js'
import type { Invite } from '../store/studio-store.js'
import { STUDIO_UI } from '../strings.fi.js'
import { peopleApi, type PersonRow } from './api.js'

const UI = STUDIO_UI.people
const ROLE_NAMES = STUDIO_UI.roles as unknown as Record<Role, string>
const when = (at: number) =>
  new Intl.DateTimeFormat('fi-FI', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Helsinki' }).format(at)

function LangBoxes({ id, value, onChange }: { id: string; value: string[]; onChange(v: string[]): void }) {
  return (
    <fieldset className="studio-langs">
      <legend>{UI.langs}</legend>
      {TARGET_LANGS.map((l) => (
        <label key={l} htmlFor={`${id}-${l}`}>
          <input
            id={`${id}-${l}`}
            type="checkbox"
            checked={value.includes(l)}
            onChange={(e) => onChange(e.target.checked ? [...value, l] : value.filter((x) => x !== l))}
          />{' '}
          {LANGUAGE_INFO[l].finnishName}
        </label>
      ))}
    </fieldset>
  )
}

function RoleSelect({
  id,
  value,
  roles,
  onChange,
}: {
  id: string
  value: string
  roles: Role[]
  onChange(v: string): void
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {roles.map((r) => (
        <option key={r} value={r}>
          {ROLE_NAMES[r]}
        </option>
      ))}
    </select>
  )
}

function InviteForm({ roles, onDone }: { roles: Role[]; onDone(): void }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<string>('toimittaja')
  const [langs, setLangs] = useState<string[]>([])
  const [result, setResult] = useState<{ link?: string; error?: string; addsDevice?: { name: string } } | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const a = await peopleApi.invite(email, role, needsLangs(role) ? langs : [])
    setResult(
      a.ok ? { link: a.body.link, addsDevice: a.body.addsDevice } : { error: a.body.error ?? STUDIO_UI.errors.network },
    )
    if (a.ok) onDone()
  }
  return (
    <form className="studio-new" onSubmit={submit} noValidate>
      <h3>{UI.invite}</h3>
      <label htmlFor="studio-invite-email">{UI.email}</label>
      <input
        id="studio-invite-email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor="studio-invite-role">{UI.role}</label>
      <RoleSelect id="studio-invite-role" value={role} roles={roles} onChange={setRole} />
      <p className="studio-help">{isRole(role) && STUDIO_UI.roles.help[role]}</p>
      {needsLangs(role) && <LangBoxes id="studio-invite-langs" value={langs} onChange={setLangs} />}
      <div className="studio-new__actions">
        <button type="submit" className="studio-btn studio-btn--primary">
          {UI.send}
        </button>
      </div>
      {result?.error && (
        <p role="alert" className="studio-error">
          {result.error}
        </p>
      )}
      {result?.link && (
        <div role="status" className="studio-invite-link">
          <p>{result.addsDevice ? UI.addDeviceLink(result.addsDevice.name, email) : UI.link(email)}</p>
          <input readOnly aria-label={UI.link(email)} value={result.link} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className="studio-btn"
            onClick={() => void navigator.clipboard?.writeText(result.link!)}
          >
            {UI.copy}
          </button>
        </div>
      )}
    </form>
  )
}

function PersonItem(props: { p: PersonRow; roles: Role[]; me: string; onChanged(message: string): void }) {
  const { p } = props
  const [role, setRole] = useState<string>(p.role)
  const [langs, setLangs] = useState<string[]>(p.langs)
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState('')
  const answer = (a: { ok: boolean; body: { message?: string; error?: string } }) =>
    a.ok ? props.onChanged(a.body.message ?? '') : setError(a.body.error ?? STUDIO_UI.errors.network)
  return (
    <li className="studio-person" data-email={p.email}>
      <p>
        <strong>{p.name}</strong> {p.id === props.me && UI.you} – {p.email} – {UI.passkeys(p.passkeys)}
      </p>
      <label htmlFor={`role-${p.id}`}>{UI.role}</label>{' '}
      <RoleSelect id={`role-${p.id}`} value={role} roles={props.roles} onChange={setRole} />
      {needsLangs(role) && <LangBoxes id={`langs-${p.id}`} value={langs} onChange={setLangs} />}{' '}
      <button
        type="button"
        className="studio-btn studio-btn--small"
        onClick={() => void peopleApi.setRole(p.id, role, langs).then(answer)}
      >
        {UI.saveRole}
      </button>{' '}
      {!asking ? (
        <button
          type="button"
          className="studio-btn studio-btn--small studio-btn--danger"
          onClick={() => setAsking(true)}
        >
          {UI.remove}
        </button>
      ) : (
        <span className="studio-confirm" role="group" aria-label={UI.remove}>
          {UI.confirmRemove(p.name)}{' '}
          <button
            type="button"
            className="studio-btn studio-btn--small studio-btn--danger"
            onClick={() => void peopleApi.remove(p.id).then(answer)}
          >
            {UI.remove}
          </button>{' '}
          <button type="button" className="studio-btn studio-btn--small" onClick={() => setAsking(false)}>
            {STUDIO_UI.photos.cancel}
          </button>
        </span>
      )}
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
    </li>
  )
}

export function PeopleView({ me, onClose }: { me: string; onClose(): void }) {
  const [data, setData] = useState<{ people: PersonRow[]; invites: Invite[]; roles: Role[] } | null>(null)
  const [message, setMessage] = useState('')
  const load = useCallback(() => void peopleApi.list().then((a) => a.ok && setData(a.body)), [])
  useEffect(load, [load])
  const changed = (m: string) => {
    setMessage(m)
    load()
  }
  return (
    <section className="studio-changes studio-people" aria-labelledby="studio-people-title">
      <div className="studio-editor__head">
        <h2 id="studio-people-title">{UI.title}</h2>
        <button type="button" className="studio-btn" onClick={onClose}>
          {STUDIO_UI.changes.close}
        </button>
      </div>
      <p role="status">{message}</p>
      <ul className="studio-people__list">
        {data?.people.map((p) => (
          <PersonItem key={`${p.id}${p.role}`} p={p} roles={data.roles} me={me} onChanged={changed} />
        ))}
      </ul>
      {data && data.invites.length > 0 && (
        <>
          <h3>{UI.pending}</h3>
          <ul>
            {data.invites.map((i) => (
              <li key={i.id}>
                {i.email} – {ROLE_NAMES[i.role]} – {UI.expires(when(i.expiresAt))}{' '}
                <button
                  type="button"
                  className="studio-btn studio-btn--small"
                  onClick={() => void peopleApi.cancelInvite(i.id).then(load)}
                >
                  {UI.cancelInvite}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {data && <InviteForm roles={data.roles} onDone={load} />}
    </section>
  )
}
