/**
 * "Tapahtumaloki" (issue 29, the owner): sign-ins and failures, saves,
 * publishes, rollbacks, invitations and role changes, newest first, who and
 * when, in words.
 */
import { useEffect, useState } from 'react'
import type { AuditEntry } from '../store/studio-store.js'
import { STUDIO_UI } from '../strings.fi.js'
import { peopleApi } from './api.js'
import { TableWrap } from './TableWrap.js'

const UI = STUDIO_UI.audit
const when = (at: number) =>
  new Intl.DateTimeFormat('fi-FI', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Helsinki' }).format(at)

export function AuditView({ onClose }: { onClose(): void }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null)
  const [more, setMore] = useState(false)
  useEffect(() => {
    void peopleApi.audit().then((a) => {
      setEntries(a.ok ? a.body.entries : [])
      setMore(a.ok && a.body.entries.length >= 200)
    })
  }, [])
  const older = async () => {
    const last = entries?.at(-1)
    if (!last) return
    const a = await peopleApi.audit(last.at)
    if (!a.ok) return
    setEntries([...(entries ?? []), ...a.body.entries])
    setMore(a.body.entries.length >= 200)
  }
  return (
    <section className="studio-changes studio-audit" aria-labelledby="studio-audit-title">
      <div className="studio-editor__head">
        <h2 id="studio-audit-title">{UI.title}</h2>
        <button type="button" className="studio-btn" onClick={onClose}>
          {STUDIO_UI.changes.close}
        </button>
      </div>
      <p className="studio-help">{UI.help}</p>
      {entries && entries.length === 0 && <p>{UI.empty}</p>}
      {entries && entries.length > 0 && (
        <TableWrap label={UI.title}>
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">{UI.when}</th>
                <th scope="col">{UI.who}</th>
                <th scope="col">{UI.what}</th>
                <th scope="col">{UI.target}</th>
                <th scope="col">{UI.address}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <td>{when(e.at)}</td>
                  <td>{e.person}</td>
                  <td>
                    {UI.actions[e.action] ?? e.action}
                    {e.detail ? ` (${e.detail})` : ''}
                  </td>
                  <td>{e.target}</td>
                  <td>{e.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {more && (
        <button type="button" className="studio-btn" onClick={() => void older()}>
          {UI.more}
        </button>
      )}
    </section>
  )
}
