/**
 * "Ohje" (issue 29): the author's guide in Finnish, inside the studio
 * (src/studio/guide/ohje.fi.md, written for the company's people, not for
 * developers), rendered from Markdown with marked.
 */
import { marked } from 'marked'
import guide from '../guide/ohje.fi.md?raw'
import { STUDIO_UI } from '../strings.fi.js'

const html = marked.parse(guide, { async: false })

export function GuideView({ onClose }: { onClose(): void }) {
  return (
    <section className="studio-changes studio-guide" aria-label={STUDIO_UI.guide.title}>
      <div className="studio-editor__head">
        <span />
        <button type="button" className="studio-btn" onClick={onClose}>
          {STUDIO_UI.changes.close}
        </button>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the studio's own Markdown from the repository, nobody's input */}
      <div className="studio-guide__text" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  )
}
