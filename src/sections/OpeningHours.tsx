import type { Site } from '../runtime/content-types.generated.js'
import { formatHours } from '../runtime/tokens.js'
import { useLang, useStrings } from '../ui/strings-context.js'

/** The company's opening hours as a definition list (footer and the contact-info section). */
export function OpeningHours({ hours, className }: { hours: Site['openingHours']; className: string }) {
  const { UI } = useStrings()
  const lang = useLang()
  return (
    <dl className={className}>
      {hours.map((h) => (
        <div key={h.label}>
          <dt>{h.label}</dt>
          <dd>{formatHours(h, lang, UI)}</dd>
        </div>
      ))}
    </dl>
  )
}
