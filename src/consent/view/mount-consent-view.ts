/**
 * The consent UI as plain DOM (no framework): it subscribes to the running
 * consent actor and renders what the machine says; every button sends a
 * machine event. Same markup, classes, roles, labels and focus rules as the
 * former React view (docs/decisions/032 and 034). The parts are small
 * builders beside it in src/consent/view/: the banner (banner.ts) with its settings switches
 * (settings.ts), the floating button (floating-button.ts) and its popup
 * (popup.ts), the focus rules (focus.ts) and the saved confirmation (saved-status.ts).
 */
import { createBanner } from './banner.js'
import type { ConsentActor, ConsentSnapshot } from './dom.js'
import { createFocusKeeper } from './focus.js'
import { createFloating } from './popup.js'
import { createSavedStatus } from './saved-status.js'

type View = 'simple' | 'settings' | 'decided' | 'none'

export interface ConsentViewOptions {
  /** A floating button root already on the page (shown by the boot) to take over. */
  floating?: HTMLElement | null
  /** Where the banner and the floating button go; document.body by default. */
  parent?: HTMLElement
}

export interface ConsentViewHandle {
  destroy(): void
}

function viewOf(s: ConsentSnapshot): View {
  if (s.matches({ banner: 'simple' })) return 'simple'
  if (s.matches({ banner: 'settings' })) return 'settings'
  return s.matches('decided') ? 'decided' : 'none'
}

export function mountConsentView(actor: ConsentActor, options: ConsentViewOptions = {}): ConsentViewHandle {
  const parent = options.parent ?? document.body
  const focus = createFocusKeeper()
  const banner = createBanner(actor, parent, focus)
  const floating = createFloating(actor.send.bind(actor), parent, options.floating ?? null)
  const saved = createSavedStatus(parent)
  let view: View = 'none'

  function render(snapshot: ConsentSnapshot): void {
    const before = view
    view = viewOf(snapshot)
    const { draft, consentGiven } = snapshot.context
    if (view === 'simple' || view === 'settings') {
      floating.hide()
      banner.show(view, draft, consentGiven)
    } else {
      banner.hide()
      if (view === 'decided') floating.show(snapshot.matches({ decided: 'popup' }))
      else floating.hide()
    }
    if (view === 'decided' && (before === 'simple' || before === 'settings')) {
      focus.choiceMade(floating.button())
      saved.announce()
    }
  }

  const subscription = actor.subscribe(render)
  render(actor.getSnapshot())
  return {
    destroy() {
      subscription.unsubscribe()
      saved.destroy()
      banner.hide()
      floating.destroy()
    },
  }
}
