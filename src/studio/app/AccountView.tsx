/**
 * "Omat pääsyavaimet" (issue 29): the person's passkeys (phone and laptop), one
 * more added on this device, one removed (never the last), and sign-out here
 * or everywhere.
 */
import { startRegistration } from '@simplewebauthn/browser'
import { useEffect, useState } from 'react'
import type { Passkey } from '../store/studio-store.js'
import { STUDIO_UI } from '../strings.fi.js'
import { peopleApi, signOut } from './api.js'

const UI = STUDIO_UI.people
const when = (at: number) =>
  new Intl.DateTimeFormat('fi-FI', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Helsinki' }).format(at)

export function AccountView({ onClose }: { onClose(): void }) {
  const [keys, setKeys] = useState<Passkey[]>([])
  const [label, setLabel] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => void peopleApi.me().then((a) => a.ok && setKeys(a.body.passkeys)), [])
  const add = async () => {
    try {
      const o = await peopleApi.passkeyOptions()
      if (!o.ok) return setMessage({ ok: false, text: o.body.error ?? STUDIO_UI.auth.registerFailed })
      const response = await startRegistration({ optionsJSON: o.body.options as never })
      const a = await peopleApi.addPasskey(o.body.ceremony, label, response)
      setMessage({ ok: a.ok, text: a.ok ? a.body.message : (a.body.error ?? STUDIO_UI.auth.registerFailed) })
      if (a.ok) setKeys(a.body.passkeys)
    } catch (e) {
      const cancelled = (e as { name?: string }).name === 'NotAllowedError'
      setMessage({ ok: false, text: cancelled ? STUDIO_UI.auth.cancelled : STUDIO_UI.auth.registerFailed })
    }
  }
  const remove = async (id: string) => {
    const a = await peopleApi.removePasskey(id)
    if (a.ok) setKeys(a.body.passkeys)
    else setMessage({ ok: false, text: a.body.error ?? STUDIO_UI.errors.network })
  }
  return (
    <section className="studio-changes studio-account" aria-labelledby="studio-account-title">
      <div className="studio-editor__head">
        <h2 id="studio-account-title">{UI.myPasskeys}</h2>
        <button type="button" className="studio-btn" onClick={onClose}>
          {STUDIO_UI.changes.close}
        </button>
      </div>
      <ul>
        {keys.map((k) => (
          <li key={k.id}>
            <strong>{k.label}</strong> – {k.lastUsedAt ? UI.lastUsed(when(k.lastUsedAt)) : UI.neverUsed}{' '}
            <button type="button" className="studio-btn studio-btn--small" onClick={() => void remove(k.id)}>
              {UI.removePasskey}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor="studio-passkey-label">{STUDIO_UI.auth.deviceLabel}</label>
      <input id="studio-passkey-label" value={label} onChange={(e) => setLabel(e.target.value)} />
      <button type="button" className="studio-btn" onClick={() => void add()}>
        {UI.addPasskey}
      </button>
      <p role="status" className={message && !message.ok ? 'studio-error' : undefined}>
        {message?.text}
      </p>
      <h3>{STUDIO_UI.auth.signOut}</h3>
      <button type="button" className="studio-btn" onClick={() => void signOut(false)}>
        {STUDIO_UI.auth.signOut}
      </button>{' '}
      <button type="button" className="studio-btn studio-btn--danger" onClick={() => void signOut(true)}>
        {STUDIO_UI.auth.signOutEverywhere}
      </button>
    </section>
  )
}
