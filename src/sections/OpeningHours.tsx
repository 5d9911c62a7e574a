import type { Site } from '../runtime/content-types.generated.js'
import { formatHours } from '../runtime/tokens.js'
import { useStrings } from '../ui/strings-context.js'

/** The company's opening hours as a definition list (footer and the contact-info section). */
export function OpeningHours({ hours, className }: { hours: Site['openingHours']; className: string }) {
  const { UI } = useStrings()
  return (
    <dl className={className}>
      {hours.map((h) => (
        <div key={h.label}>
          <dt>{h.label}</dt>
          <dd>{formatHours(h, UI.openingHours.closed)}</dd>
        </div>
      ))}
    </dl>
  )
}
