import type { Action } from '../../runtime/content-types.generated.js'
import type { SectionProps } from '../definitions.js'
import { useStrings } from '../../ui/strings-context.js'
import type { UiStrings } from '../../ui/catalogue-type.js'
import { contactLinks } from '../shell-data.js'
import { ContactFormSlot } from '../ContactFormSlot.js'
import { ChatIcon } from '../icons.js'
import { ActionButton } from '../ActionButton.js'
import { SectionFrame } from '../SectionFrame.js'

const defaultActions = (UI: UiStrings): Action[] => [
  { kind: 'consultation', label: UI.actions.form },
  { kind: 'phone', label: UI.actions.call(contactLinks.phone) },
  { kind: 'email', label: UI.actions.email },
  { kind: 'whatsapp', label: UI.actions.whatsapp },
]

/**
 * The closing call to action. Its form button does not open a modal: it
 * unfolds the contact form in place, under the buttons (docs/decisions/021),
 * so a phone visitor keeps the page around it and the browser's own scrolling.
 * The button is a disclosure wired by the shell script; the form is an island
 * that starts loading when the visitor points at or focuses the button.
 */
export function CtaSection({ section }: SectionProps<'cta'>) {
  const { UI } = useStrings()
  const actions = section.actions?.length ? section.actions : defaultActions(UI)
  const formId = `${section.id}-form`
  const islandId = `${section.id}-contact`
  return (
    <SectionFrame
      id={section.id}
      className="section cta"
      container="container cta__inner"
      title={section.title}
      titleClassName="cta__title"
      intro={section.content}
      introClassName="prose cta__text"
    >
      <div className="button-row">
        {actions.map((a, i) =>
          a.kind === 'consultation' ? (
            <button
              key={a.label}
              type="button"
              className={`button ${i === 0 ? 'button--accent' : 'button--secondary'}`}
              aria-expanded={false}
              aria-controls={formId}
              data-disclosure=""
              data-analytics="contact-form-click"
              data-island-intent={islandId}
            >
              <ChatIcon /> {a.label}
            </button>
          ) : (
            <ActionButton key={a.label} action={a} primary={i === 0} />
          ),
        )}
      </div>
      <div id={formId} className="cta__form" hidden>
        <ContactFormSlot id={islandId} placement="cta" when="interaction" />
      </div>
    </SectionFrame>
  )
}
