import type { Breadcrumb } from '../runtime/routes.js'
import { useStrings } from '../ui/strings-context.js'

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { UI } = useStrings()
  if (items.length === 0) return null
  return (
    <nav className="breadcrumbs container" aria-label={UI.breadcrumbs.label}>
      <ol>
        {items.map((c, i) => (
          <li key={c.href}>
            {i === items.length - 1 ? <span aria-current="page">{c.label}</span> : <a href={c.href}>{c.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
