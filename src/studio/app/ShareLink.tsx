/**
 * "Jaa esikatselulinkki" (issue 29): a link to the saved, unpublished page for
 * somebody without an account (a customer, a colleague on a phone), expiring
 * in 7 days; this document's live links listed, each revocable.
 */
import { useCallback, useEffect, useState } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import { previewsApi, type SharedLink } from './api.js'

const UI = STUDIO_UI.releases
const when = (at: number) =>
  new Intl.DateTimeFormat('fi-FI', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Helsinki' }).format(at)

export function ShareLink({ file }: { file: string }) {
  const [links, setLinks] = useState<SharedLink[]>([])
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const load = useCallback(
    () => void previewsApi.list().then((a) => a.ok && setLinks(a.body.links.filter((l) => l.file === file))),
    [file],
  )
  useEffect(load, [load])
  const create = async () => {
    const a = await previewsApi.create(file)
    setMessage({ ok: a.ok, text: a.ok ? a.body.message : (a.body.error ?? STUDIO_UI.errors.network) })
    load()
  }
  const revoke = async (id: string) => {
    const a = await previewsApi.revoke(id)
    setMessage({ ok: a.ok, text: a.ok ? a.body.message : (a.body.error ?? STUDIO_UI.errors.network) })
    load()
  }
  return (
    <details className="studio-share">
      <summary>{UI.previewShare}</summary>
      <p className="studio-help">{UI.previewShareHelp}</p>
      <button type="button" className="studio-btn" onClick={() => void create()}>
        {UI.previewShare}
      </button>
      <p role="status" className={message && !message.ok ? 'studio-error' : undefined}>
        {message?.text}
      </p>
      {links.length > 0 && (
        <ul className="studio-share__links" aria-label={UI.previewLinks}>
          {links.map((l) => (
            <li key={l.id}>
              <input readOnly aria-label={UI.previewLinks} value={l.url} onFocus={(e) => e.target.select()} />
              <span className="studio-help"> {UI.previewExpires(when(l.expiresAt))}</span>{' '}
              {l.revocable && (
                <button type="button" className="studio-btn studio-btn--small" onClick={() => void revoke(l.id)}>
                  {UI.previewRevoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
