import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { NavItem } from '../runtime/content-types.generated.js'
import { DROPDOWN_CLOSE_DELAY_MS } from '../config/behaviour.js'

interface Props {
  item: NavItem
  currentPath: string
  /** Called when a link inside is followed (closes the mobile menu). */
  onNavigate: () => void
}

/**
 * A disclosure dropdown: opens on hover (closing 300 ms after the pointer
 * leaves), on click or tap, and by keyboard (Enter/Space toggle, ArrowDown
 * opens and focuses the first link, arrows move, Escape closes and returns
 * focus to the button). Focus leaving the dropdown closes it.
 */
export function NavDropdown({ item, currentPath, onNavigate }: Props) {
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const openedByHover = useRef(false)
  const panelId = useId()

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  const close = useCallback(() => {
    cancelClose()
    openedByHover.current = false
    setOpen(false)
  }, [])
  useEffect(() => cancelClose, [])

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.dropdown__panel a') ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const onKeyDown = (e: KeyboardEvent) => {
    const all = links()
    const i = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (e.key === 'Escape' && open) {
      e.preventDefault()
      close()
      button.current?.focus()
    } else if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (!open) setOpen(true)
      requestAnimationFrame(() => focusLink(i + 1))
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault()
      focusLink(i < 0 ? -1 : i - 1)
    } else if (e.key === 'Home' && open && i >= 0) {
      e.preventDefault()
      focusLink(0)
    } else if (e.key === 'End' && open && i >= 0) {
      e.preventDefault()
      focusLink(-1)
    }
  }

  const active = currentPath === item.href || currentPath.startsWith(`${item.href}/`)
  const linkProps = (href: string) => ({
    href,
    'aria-current': currentPath === href ? ('page' as const) : undefined,
    onClick: () => {
      close()
      onNavigate()
    },
  })

  return (
    <li
      ref={root}
      className={`nav__item dropdown${open ? ' is-open' : ''}`}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return
        cancelClose()
        if (!open) openedByHover.current = true
        setOpen(true)
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return
        cancelClose()
        closeTimer.current = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS)
      }}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) close()
      }}
    >
      <button
        ref={button}
        type="button"
        className={`nav__link nav__toggle${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click right after hover-open keeps it open instead of closing it again.
          if (open && openedByHover.current) {
            openedByHover.current = false
            return
          }
          openedByHover.current = false
          setOpen(!open)
        }}
      >
        {item.label}
        <svg className="nav__chevron" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
      </button>
      <div id={panelId} className="dropdown__panel" hidden={!open}>
        {item.allLink && (
          <a className="dropdown__all" {...linkProps(item.allLink.href)}>
            {item.allLink.label}
          </a>
        )}
        {item.groups && (
          <div className="dropdown__groups">
            {item.groups.map((g) => (
              <div key={g.title} className="dropdown__group">
                <p className="dropdown__group-title">{g.title}</p>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.href}><a {...linkProps(l.href)}>{l.label}</a></li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {item.links && (
          <ul className="dropdown__list">
            {item.links.map((l) => (
              <li key={l.href}><a {...linkProps(l.href)}>{l.label}</a></li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
