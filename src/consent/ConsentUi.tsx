/**
 * The consent UI, loaded on demand after hydration (see CookieConsent.tsx):
 * the banner (simple and settings views), the floating 'Evästeasetukset'
 * button and its popup. The machine decides; this is a view.
 */
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { Actor } from 'xstate'
import { UI } from '../ui/strings.fi.js'
import { startBrowserConsent, type browserConsentMachine } from './consent-browser.js'
import { CONSENT_CATEGORIES, type ConsentCategory } from './consent-record.js'

type ConsentActor = Actor<typeof browserConsentMachine>
const T = UI.cookieConsent

export default function ConsentUi() {
  const [actor, setActor] = useState<ConsentActor | null>(null)
  useEffect(() => {
    const started = startBrowserConsent()
    setActor(started.actor)
    return () => started.stop()
  }, [])
  return actor ? <ConsentView actor={actor} /> : null
}

function ConsentView({ actor }: { actor: ConsentActor }) {
  const view = useSelector(actor, (s) =>
    s.matches({ banner: 'simple' }) ? 'simple' : s.matches({ banner: 'settings' }) ? 'settings' : s.matches('decided') ? 'decided' : 'none',
  )
  const popupOpen = useSelector(actor, (s) => s.matches({ decided: 'popup' }))
  const floatingRef = useRef<HTMLButtonElement>(null)
  // Where focus was before the banner took it, to give it back afterwards.
  const returnFocus = useRef<HTMLElement | null>(null)
  const previousView = useRef(view)
  const onFocusTaken = useCallback((from: HTMLElement | null) => {
    returnFocus.current ??= from
  }, [])

  useEffect(() => {
    const before = previousView.current
    previousView.current = view
    const wasBanner = before === 'simple' || before === 'settings'
    if (view === 'decided' && wasBanner) {
      const bannerHadFocus = !document.activeElement || document.activeElement === document.body || document.activeElement.closest('.cookie-banner')
      if (bannerHadFocus) {
        const target = returnFocus.current?.isConnected ? returnFocus.current : floatingRef.current
        target?.focus()
      }
      returnFocus.current = null
    }
  }, [view])

  return (
    <>
      {(view === 'simple' || view === 'settings') && (
        <Banner actor={actor} view={view} onFocusTaken={onFocusTaken} />
      )}
      {view === 'decided' && (
        <FloatingButton actor={actor} open={popupOpen} buttonRef={floatingRef} />
      )}
    </>
  )
}

function Banner({ actor, view, onFocusTaken }: { actor: ConsentActor; view: 'simple' | 'settings'; onFocusTaken: (from: HTMLElement | null) => void }) {
  const titleId = useId()
  const textId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const consentGiven = useSelector(actor, (s) => s.context.consentGiven)
  const firstRender = useRef(true)

  useEffect(() => {
    const active = document.activeElement as HTMLElement | null
    const idle = !active || active === document.body
    // Take focus when the visitor has not started elsewhere, when they asked for the settings,
    // or when they switch between the two views inside the banner.
    const inside = !!active?.closest('.cookie-banner, .cookie-popup')
    if (idle || inside || !firstRender.current) {
      if (!idle && !active?.closest('.cookie-banner')) onFocusTaken(active)
      headingRef.current?.focus()
    }
    firstRender.current = false
  }, [view, onFocusTaken])

  const send = actor.send
  return (
    <section
      className={`cookie-banner cookie-banner--${view}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && view === 'settings') {
          e.stopPropagation()
          send({ type: 'user.closeSettings' })
        }
      }}
    >
      <div className="cookie-banner__inner">
        <h2 id={titleId} className="cookie-banner__title" tabIndex={-1} ref={headingRef}>
          {view === 'simple' ? T.title : T.settingsTitle}
        </h2>
        <p id={textId} className="cookie-banner__text">
          {view === 'simple' ? T.text : T.settingsText} <a href="/tietosuoja">{T.privacyPolicy}</a>
        </p>
        {view === 'settings' && <CategorySwitches actor={actor} />}
        <div className="cookie-banner__actions">
          {view === 'settings' && (
            <button type="button" className="button button--secondary cookie-banner__save" onClick={() => send({ type: 'consent.save' })}>
              {T.save}
            </button>
          )}
          {/* Equal weight: both first-layer choices look the same. */}
          <button type="button" className="button button--primary" onClick={() => send({ type: 'consent.acceptAll' })}>
            {T.acceptAll}
          </button>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'consent.acceptNecessary' })}>
            {T.acceptNecessary}
          </button>
          {view === 'simple' ? (
            <button type="button" className="button button--ghost" onClick={() => send({ type: 'user.openSettings' })}>
              {T.openSettings}
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => send({ type: 'user.closeSettings' })}>
              {consentGiven ? T.close : T.back}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

function CategorySwitches({ actor }: { actor: ConsentActor }) {
  const draft = useSelector(actor, (s) => s.context.draft)
  const baseId = useId()
  return (
    <ul className="cookie-categories">
      {CONSENT_CATEGORIES.map((category: ConsentCategory) => {
        const id = `${baseId}-${category}`
        const text = T.categories[category]
        const fixed = category === 'necessary'
        return (
          <li key={category} className="cookie-category">
            <input
              id={id}
              type="checkbox"
              role="switch"
              className="cookie-switch"
              checked={draft[category]}
              disabled={fixed}
              aria-describedby={`${id}-desc`}
              onChange={() => {
                if (category !== 'necessary') actor.send({ type: 'user.toggleCategory', category })
              }}
            />
            <label htmlFor={id} className="cookie-category__label">
              {text.label}
              {fixed && <span className="cookie-category__fixed"> ({T.alwaysOn})</span>}
            </label>
            <p id={`${id}-desc`} className="cookie-category__description">{text.description}</p>
          </li>
        )
      })}
    </ul>
  )
}

function FloatingButton({ actor, open, buttonRef }: { actor: ConsentActor; open: boolean; buttonRef: React.RefObject<HTMLButtonElement | null> }) {
  const popupId = useId()
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const wasOpen = useRef(open)

  useEffect(() => {
    if (open) headingRef.current?.focus()
    else if (wasOpen.current && (!document.activeElement || document.activeElement === document.body)) buttonRef.current?.focus()
    wasOpen.current = open
  }, [open, buttonRef])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      actor.send({ type: 'user.closePopup' })
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, actor, buttonRef])

  return (
    <div className="cookie-floating">
      {open && (
        <div id={popupId} className="cookie-popup" role="dialog" aria-modal="false" aria-labelledby={titleId}>
          <h2 id={titleId} className="cookie-popup__title" tabIndex={-1} ref={headingRef}>{T.popupTitle}</h2>
          <p className="cookie-popup__text">{T.popupText}</p>
          <div className="cookie-popup__actions">
            <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'user.openSettings' })}>
              {T.changeSettings}
            </button>
            <a className="button button--secondary" href="/tietosuoja">{T.privacyPolicy}</a>
            <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'consent.reset' })}>
              {T.withdraw}
            </button>
          </div>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="cookie-floating__button"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => actor.send({ type: 'user.togglePopup' })}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-3 6.5A1.5 1.5 0 1 1 9 11.5a1.5 1.5 0 0 1 0-3Zm-2 6A1.5 1.5 0 1 1 7 17.5a1.5 1.5 0 0 1 0-3Zm6 1A1.5 1.5 0 1 1 13 18.5a1.5 1.5 0 0 1 0-3Zm4-3A1.5 1.5 0 1 1 17 15.5a1.5 1.5 0 0 1 0-3Z" /></svg>
        <span>{T.floatingButton}</span>
      </button>
    </div>
  )
}
