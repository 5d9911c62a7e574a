/**
 * The banner's settings view: one switch per consent category, showing the
 * machine's draft (controlled: a click sends `user.toggleCategory` and the
 * switch then shows the draft, whatever the click did). 'Välttämättömät' is
 * always on and disabled.
 */
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentPreferences } from '../../rules/consent-record.js'
import { el, T, type ConsentActor } from './dom.js'

export type CategorySwitches = Partial<Record<ConsentCategory, HTMLInputElement>>

function categorySwitch(
  actor: ConsentActor,
  category: ConsentCategory,
): { item: HTMLLIElement; input: HTMLInputElement } {
  const id = `cookie-category-${category}`
  const text = T().categories[category]
  const fixed = category === 'necessary'
  const input = el('input', 'cookie-switch')
  input.id = id
  input.type = 'checkbox'
  input.setAttribute('role', 'switch')
  input.disabled = fixed
  input.setAttribute('aria-describedby', `${id}-desc`)
  input.addEventListener('change', () => {
    if (category !== 'necessary') actor.send({ type: 'user.toggleCategory', category })
    input.checked = actor.getSnapshot().context.draft[category]
  })
  const label = el('label', 'cookie-category__label', text.label)
  label.htmlFor = id
  if (fixed) label.append(el('span', 'cookie-category__fixed', ` (${T().alwaysOn})`))
  const description = el('p', 'cookie-category__description', text.description)
  description.id = `${id}-desc`
  const item = el('li', 'cookie-category')
  item.append(input, label, description)
  return { item, input }
}

/** The list of switches, and each switch by category (to show the draft as it changes). */
export function buildCategorySwitches(actor: ConsentActor): { list: HTMLUListElement; switches: CategorySwitches } {
  const list = el('ul', 'cookie-categories')
  const switches: CategorySwitches = {}
  for (const category of CONSENT_CATEGORIES) {
    const { item, input } = categorySwitch(actor, category)
    switches[category] = input
    list.append(item)
  }
  return { list, switches }
}

export function showDraft(switches: CategorySwitches, draft: ConsentPreferences): void {
  for (const category of CONSENT_CATEGORIES) {
    const input = switches[category]
    if (input) input.checked = draft[category]
  }
}
