import { useId } from 'react'
import type { MenuItemView } from '../runtime/listings.js'

interface Props {
  item: MenuItemView
  currentPath: string
}

/**
 * A disclosure dropdown, rendered on the server only. Its behaviour (hover
 * with a 300 ms close, click or tap, Enter/Space, arrows, Home/End, Escape,
 * closing when focus leaves) is wired by src/layout/shell.client.ts.
 */
export function NavDropdown({ item, currentPath }: Props) {
  const panelId = useId()
  const active = currentPath === item.href || currentPath.startsWith(`${item.href}/`)
  const linkProps = (href: string) => ({ href, 'aria-current': currentPath === href ? ('page' as const) : undefined })

  return (
    <li className="nav__item dropdown">
      <button
        type="button"
        className={`nav__link nav__toggle${active ? ' is-active' : ''}`}
        aria-expanded={false}
        aria-controls={panelId}
      >
        {item.label}
        <svg className="nav__chevron" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className="dropdown__panel" hidden>
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
                    <li key={l.href}>
                      <a {...linkProps(l.href)}>{l.label}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {item.links && (
          <ul className="dropdown__list">
            {item.links.map((l) => (
              <li key={l.href}>
                <a {...linkProps(l.href)}>{l.label}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
