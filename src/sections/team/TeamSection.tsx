import type { SectionProps } from '../definitions.js'
import { useStrings } from '../../ui/strings-context.js'
import { ContentImage } from '../ContentImage.js'
import { SectionFrame } from '../SectionFrame.js'

/** The company's people; a placeholder member says on the page that it is one. */
export function TeamSection({ section }: SectionProps<'team'>) {
  const { UI } = useStrings()
  return (
    <SectionFrame
      id={section.id}
      className="section team"
      title={section.title ?? UI.team.defaultTitle}
      intro={section.content}
    >
      <ul className="team__list">
        {section.members.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: server HTML only; two members may share a name
          <li key={`${m.name}-${i}`} className={`team__member${m.placeholder ? ' team__member--placeholder' : ''}`}>
            {m.image && <ContentImage className="team__photo" image={m.image} sizes="12rem" />}
            <h3 className="team__name">{m.name}</h3>
            <p className="team__role">{m.role}</p>
            {m.text && <p className="team__text">{m.text}</p>}
            {m.languages && m.languages.length > 0 && (
              <p className="team__languages">
                {UI.team.languages}: {m.languages.join(', ')}
              </p>
            )}
            {m.placeholder && <p className="team__placeholder">{UI.team.placeholder}</p>}
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
