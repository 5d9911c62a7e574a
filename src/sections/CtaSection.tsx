import type { Action } from '../runtime/content-types.generated.js'
import type { SectionProps } from './section-props.js'
import { UI } from '../ui/strings.fi.js'
import { contactLinks } from '../layout/shell-data.js'
import { ActionButton } from './ActionButton.js'
import { RichText } from './RichText.js'

const DEFAULT_ACTIONS: Action[] = [
  { kind: 'consultation', label: UI.actions.form },
  { kind: 'phone', label: UI.actions.call(contactLinks.phone) },
  { kind: 'email', label: UI.actions.email },
  { kind: 'whatsapp', label: UI.actions.whatsapp },
]

export function CtaSection({ section }: SectionProps<'cta'>) {
  const actions = section.actions?.length ? section.actions : DEFAULT_ACTIONS
  return (
    <section id={section.id} className="section cta" aria-labelledby={`${section.id}-title`}>
      <div className="container cta__inner">
        <h2 id={`${section.id}-title`} className="cta__title">{section.title}</h2>
        {section.content && <RichText html={section.content} className="prose cta__text" />}
        <div className="button-row">
          {actions.map((a, i) => <ActionButton key={a.label} action={a} primary={i === 0} />)}
        </div>
      </div>
    </section>
  )
}
