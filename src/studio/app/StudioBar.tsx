/**
 * The studio's top bar: the views a person's role allows (issue 29: what the
 * role can't do is not offered; the server refuses it anyway), the publish
 * button, the account menu (who is signed in, the guide, passkeys, sign-out
 * everywhere) and "Kirjaudu ulos" in sight. On a phone: the title, the name and
 * sign-out on one row, the views on a second that scrolls sideways by itself.
 */
import { ROLE_TABLE } from '../auth/roles.js'
import type { Me } from '../studio-api.js'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { View } from './views.js'
import { signOut } from './api.js'

interface BarProps {
  me: Me
  view: View
  setView(v: View): void
  /** Saved documents not published yet. */
  unpublished: number
}

function ViewButton({
  view,
  target,
  label,
  setView,
  primary,
}: {
  view: View
  target: View
  label: string
  setView(v: View): void
  primary?: boolean
}) {
  return (
    <button
      type="button"
      className={primary ? 'studio-btn studio-btn--primary' : 'studio-btn'}
      aria-pressed={view === target}
      onClick={() => setView(target)}
    >
      {label}
    </button>
  )
}

/** The name menu: who is signed in, the guide and the passkeys (where the view has them), sign-out everywhere. */
function AccountMenu({ me, setView }: { me: Me; setView?(v: View): void }) {
  const role = ROLE_TABLE[me.role].name
  return (
    <details className="studio-account-menu">
      <summary className="studio-btn">{me.mode === 'server' ? me.name : UI.account.menu}</summary>
      <div className="studio-account-menu__panel">
        <p>{me.mode === 'server' ? UI.account.signedInAs(me.name, role) : UI.account.local}</p>
        {setView && (
          <button type="button" className="studio-btn" onClick={() => setView('guide')}>
            {UI.guide.open}
          </button>
        )}
        {me.mode === 'server' && (
          <>
            {setView && (
              <button type="button" className="studio-btn" onClick={() => setView('account')}>
                {UI.people.myPasskeys}
              </button>
            )}
            <button type="button" className="studio-btn" onClick={() => void signOut(true)}>
              {UI.auth.signOutEverywhere}
            </button>
          </>
        )}
      </div>
    </details>
  )
}

/** The name menu with "Kirjaudu ulos" in sight beside it (issue 45: it hid in the menu); the inbox's bar has it too. */
export function Account({ me, setView }: { me: Me; setView?(v: View): void }) {
  return (
    <div className="studio__account">
      <AccountMenu me={me} setView={setView} />
      {me.mode === 'server' && (
        <button type="button" className="studio-btn" onClick={() => void signOut(false)}>
          {UI.auth.signOut}
        </button>
      )}
    </div>
  )
}

export function StudioBar({ me, view, setView, unpublished }: BarProps) {
  const may = (p: Me['permissions'][number]) => me.permissions.includes(p)
  const props = { view, setView }
  return (
    <header className="studio__bar studio__bar--main">
      <h1>{UI.appTitle}</h1>
      <nav className="studio__actions" aria-label={UI.barViews}>
        {may('new-page') && <ViewButton {...props} target="new" label={UI.newPage.open} />}
        {may('photos') && <ViewButton {...props} target="media" label={UI.photos.open} />}
        {may('content') && <ViewButton {...props} target="changes" label={UI.changes.openCount(unpublished)} />}
        {may('content') && <ViewButton {...props} target="history" label={UI.releases.historyOpen} />}
        {may('people') && me.mode === 'server' && <ViewButton {...props} target="people" label={UI.people.open} />}
        {may('audit') && me.mode === 'server' && <ViewButton {...props} target="audit" label={UI.audit.open} />}
        {may('leads') && me.mode === 'server' && <ViewButton {...props} target="leads" label={UI.leads.open} />}
        {may('publish') && <ViewButton {...props} target="publish" label={UI.publish.open} primary />}
      </nav>
      <Account me={me} setView={setView} />
    </header>
  )
}
