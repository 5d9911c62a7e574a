/**
 * The rich text editor's link box (issue 31): the site's pages listed by
 * title and address, searched by title, in a modal dialog (the browser's
 * <dialog>: focus kept inside, Escape closes), in place of `prompt()`. An
 * address may also be typed (another site, an e-mail, a #section). The
 * pages come from the document list (SitePages, given by DocumentEditor).
 */
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState } from 'react'
import { STUDIO_UI } from '../strings.fi.js'

const UI = STUDIO_UI.linkPicker

export interface SitePage {
  title: string
  route: string
}

/** The site's pages a link may lead to (Finnish addresses: a translation's link is mapped to its language by the site). */
export const SitePages = createContext<readonly SitePage[]>([])

interface Props {
  /** The link's address now ('' for none). */
  current: string
  /** The new address, '' to remove the link, null when cancelled. */
  onDone(href: string | null): void
}

const norm = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export function LinkPicker({ current, onDone }: Props) {
  const pages = useContext(SitePages)
  const ref = useRef<HTMLDialogElement>(null)
  const [query, setQuery] = useState('')
  const [href, setHref] = useState(current)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const found = useMemo(() => {
    const q = norm(query.trim())
    return pages.filter((p) => !q || norm(p.title).includes(q) || p.route.includes(q)).slice(0, 50)
  }, [pages, query])
  const done = (value: string | null) => {
    ref.current?.close()
    onDone(value)
  }
  return (
    <dialog
      ref={ref}
      className="studio-photo-picker studio-link-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault()
        done(null)
      }}
    >
      <h2 id={`${id}-title`}>{UI.title}</h2>
      <label htmlFor={`${id}-search`}>{UI.search}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        autoComplete="off"
        aria-controls={`${id}-pages`}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul id={`${id}-pages`} className="studio-link-picker__pages" aria-label={UI.pages}>
        {found.map((p) => (
          <li key={p.route}>
            <button type="button" className="studio-link" onClick={() => done(p.route)}>
              {p.title} <span className="studio-help">{p.route}</span>
            </button>
          </li>
        ))}
        {found.length === 0 && <li className="studio-help">{UI.none}</li>}
      </ul>
      <label htmlFor={`${id}-href`}>{UI.address}</label>
      <input
        id={`${id}-href`}
        value={href}
        aria-describedby={`${id}-href-help`}
        onChange={(e) => setHref(e.target.value)}
      />
      <p className="studio-help" id={`${id}-href-help`}>
        {UI.addressHelp}
      </p>
      <div className="studio-new__actions">
        <button
          type="button"
          className="studio-btn studio-btn--primary"
          disabled={!href.trim()}
          onClick={() => done(href.trim())}
        >
          {UI.use}
        </button>
        {current && (
          <button type="button" className="studio-btn" onClick={() => done('')}>
            {UI.remove}
          </button>
        )}
        <button type="button" className="studio-btn" onClick={() => done(null)}>
          {UI.cancel}
        </button>
      </div>
    </dialog>
  )
}
