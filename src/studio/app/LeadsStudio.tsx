/**
 * "Yhteydenotot" (issue 34): the inbox as a page of its own, for the owner
 * (beside the content) and for myynti (nothing else). Its places have
 * addresses (/yhteydenotot, /yhteydenotot/123, /yhteydenotot/viikko (the site visits' week,
 * issue 49), /yhteydenotot/luvut, /yhteydenotot/henkilo), so a link from Telegram opens the lead, and the
 * browser's back button moves between them.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { InboxMeta } from '../leads/inbox-api.js'
import type { Me } from '../studio-api.js'
import { STUDIO_UI } from '../strings.fi.js'
import { Account } from './StudioBar.js'
import { LeadDetailView } from './LeadDetail.js'
import { LeadsList } from './LeadsList.js'
import { LeadsPrivacy } from './LeadsPrivacy.js'
import { LeadsStats } from './LeadsStats.js'
import { VisitWeek } from './VisitWeek.js'
import { VisitSettings } from './VisitSettings.js'
import { INBOX_PATH, lastListSearch, leadsApi, pathOf, placeOf, type InboxPlace } from './leads-api.js'

const UI = STUDIO_UI.leads

/** The inbox's place from the address, kept in step with the browser's history. */
function usePlace(onLeave: () => void): [InboxPlace, (p: InboxPlace) => void] {
  const [place, setPlace] = useState<InboxPlace>(() => placeOf(location.pathname) ?? { view: 'list' })
  const leave = useRef(onLeave)
  leave.current = onLeave
  useEffect(() => {
    // Opened from the content (not at an inbox address): the list gets its address.
    if (!placeOf(location.pathname)) history.pushState(null, '', INBOX_PATH)
    const onPop = () => {
      const now = placeOf(location.pathname)
      if (now) setPlace(now)
      else leave.current()
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const go = useCallback((p: InboxPlace) => {
    history.pushState(null, '', pathOf(p) + (p.view === 'list' ? lastListSearch.value : ''))
    setPlace(p)
    window.scrollTo(0, 0)
  }, [])
  return [place, go]
}

function InboxBar({
  me,
  place,
  go,
  privacy,
  onLeave,
}: {
  me: Me
  place: InboxPlace
  go(p: InboxPlace): void
  privacy: boolean
  onLeave?: () => void
}) {
  const tab = (view: 'list' | 'week' | 'stats' | 'privacy' | 'visits', label: string) => (
    <button
      type="button"
      className="studio-btn"
      aria-pressed={place.view === view || (view === 'list' && place.view === 'lead')}
      onClick={() => go({ view })}
    >
      {label}
    </button>
  )
  return (
    <header className="studio__bar studio__bar--main studio-inbox__bar">
      <h1>
        {STUDIO_UI.appTitle}: {UI.title}
      </h1>
      <nav className="studio__actions" aria-label={UI.title}>
        {tab('list', UI.tabs.list)}
        {me.permissions.includes('visits') && tab('week', UI.tabs.week)}
        {tab('stats', UI.tabs.stats)}
        {privacy && tab('privacy', UI.tabs.privacy)}
        {me.permissions.includes('visits') && tab('visits', STUDIO_UI.visits.open)}
        {onLeave && (
          <button type="button" className="studio-btn" onClick={onLeave}>
            {UI.backToContent}
          </button>
        )}
      </nav>
      <Account me={me} />
    </header>
  )
}

/**
 * The inbox page. `onLeave`: back to the content (the owner; absent for a role without content).
 */
export function LeadsStudio({ me, onLeave }: { me: Me; onLeave?: () => void }) {
  const [place, go] = usePlace(() => onLeave?.())
  const [meta, setMeta] = useState<InboxMeta | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    void leadsApi.meta().then(
      (a) => (a.ok ? setMeta(a.body) : setError(a.body.error ?? STUDIO_UI.errors.network)),
      () => setError(STUDIO_UI.errors.network),
    )
  }, [])
  useEffect(() => {
    document.title =
      place.view === 'lead'
        ? `${UI.title} #${place.id}`
        : place.view === 'week'
          ? STUDIO_UI.week.heading
          : place.view === 'visits'
            ? STUDIO_UI.visits.title
            : UI.title
  }, [place])
  const leave = onLeave
    ? () => {
        history.pushState(null, '', '/')
        onLeave()
      }
    : undefined
  return (
    <div className="studio-inbox">
      <InboxBar me={me} place={place} go={go} privacy={Boolean(meta?.privacy)} onLeave={leave} />
      <main className="studio-inbox__main" id="studio-main">
        {error && (
          <p role="alert" className="studio-error">
            {error}
          </p>
        )}
        {!meta && !error && <p className="studio-help">{UI.loading}</p>}
        {meta && place.view === 'list' && <LeadsList meta={meta} onOpen={(id) => go({ view: 'lead', id })} />}
        {meta && place.view === 'lead' && (
          <LeadDetailView
            key={place.id}
            id={place.id}
            meta={meta}
            visits={me.permissions.includes('visits')}
            onBack={() => go({ view: 'list' })}
          />
        )}
        {place.view === 'week' && me.permissions.includes('visits') && (
          <VisitWeek owner={me.role === 'omistaja'} onOpen={(id) => go({ view: 'lead', id })} />
        )}
        {meta && place.view === 'stats' && <LeadsStats />}
        {meta?.privacy && place.view === 'privacy' && <LeadsPrivacy onOpen={(id) => go({ view: 'lead', id })} />}
        {meta && place.view === 'visits' && me.permissions.includes('visits') && <VisitSettings />}
      </main>
    </div>
  )
}
