import { useStrings } from '../ui/strings-context.js'
import { PhoneIcon } from '../sections/icons.js'
import { MainActionButton } from './MainActionButton.js'
import { contactLinks } from '../sections/shell-data.js'

/**
 * On phones (below 48rem) a bar along the bottom of the screen: call and the
 * main action, one tap away on every page and at every scroll position
 * (decision 104). Wider screens have both in the header.
 */
export function ActionBar() {
  const { UI } = useStrings()
  return (
    // A landmark of its own: the call link is never outside every landmark (axe "region").
    <aside className="action-bar" aria-label={UI.header.actionBarLabel}>
      <a
        className="button button--secondary action-bar__call"
        href={contactLinks.phoneHref}
        aria-label={UI.header.callLabel(contactLinks.phone)}
      >
        <PhoneIcon />
        {UI.header.call}
      </a>
      <MainActionButton />
    </aside>
  )
}
