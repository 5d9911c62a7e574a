import { useEffect, useRef, useState } from 'react'
import type { Action } from '../../runtime/content-types.generated.js'
import type { SectionProps } from '../define-section.js'
import { UI } from '../../ui/strings.fi.js'
import { contactLinks } from '../../layout/shell-data.js'
import { ContactFormSlot } from '../../layout/ContactFormSlot.js'
import { ChatIcon } from '../../layout/icons.js'
import { ActionButton } from '../ActionButton.js'
import { SectionFrame } from '../SectionFrame.js'

const DEFAULT_ACTIONS: Action[] = [
  { kind: 'consultation', label: UI.actions.form },
  { kind: 'phone', label: UI.actions.call(contactLinks.phone) },
  { kind: 'email', label: UI.actions.email },
  { kind: 'whatsapp', label: UI.actions.whatsapp },
]

/**
 * The closing call to action. Its form button does not open a modal: it
 * unfolds the contact form in place, under the buttons (docs/decisions/021),
 * so a phone visitor keeps the page around it and the browser's own scrolling.
 */
export function CtaSection({ section }: SectionProps<'cta'>) {
  const actions = section.actions?.length ? section.actions : DEFAULT_ACTIONS
  const [formOpen, setFormOpen] = useState(false)
  const formId = `${section.id}-form`
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (formOpen) panel.current?.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus()
  }, [formOpen])
  return (
    <SectionFrame id={section.id} className="section cta" container="container cta__inner" title={section.title} titleClassName="cta__title" intro={section.content} introClassName="prose cta__text">
      <div className="button-row">
        {actions.map((a, i) =>
          a.kind === 'consultation' ? (
            <button
              key={a.label}
              type="button"
              className={`button ${i === 0 ? 'button--accent' : 'button--secondary'}`}
              aria-expanded={formOpen}
              aria-controls={formId}
              onClick={() => setFormOpen((open) => !open)}
            >
              <ChatIcon /> {a.label}
            </button>
          ) : (
            <ActionButton key={a.label} action={a} primary={i === 0} />
          ),
        )}
      </div>
      <div id={formId} ref={panel} className="cta__form" hidden={!formOpen}>
        {formOpen && <ContactFormSlot placement="cta" />}
      </div>
    </SectionFrame>
  )
}
