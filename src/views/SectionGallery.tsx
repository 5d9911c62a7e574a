/**
 * The section gallery (/__sections, development only): for every section
 * type, its schema's description, a table of its fields and its examples
 * rendered by the real registry component. English on purpose: it is a tool
 * for authors, like the validator's messages; the examples are the site's Finnish.
 */
import type { GalleryEntry } from '../sections/section-gallery.js'
import { renderSection } from '../sections/registry.js'

export function SectionGallery({ entries }: { entries: GalleryEntry[] }) {
  return (
    <div className="section-gallery">
      <header className="page-header container">
        <h1>Section gallery</h1>
        <p className="page-header__subtitle">
          Every section type a page can use, rendered from the <code>examples</code> in its schema (
          <code>src/sections/&lt;type&gt;/&lt;type&gt;.schema.json</code>), with the fields it takes. Shown by
          <code> npm run dev</code> only. Guide: <code>docs/content-authoring.md</code>.
        </p>
        <nav aria-label="Section types">
          <ul className="section-gallery__toc">
            {entries.map((e) => (
              <li key={e.type}>
                <a href={`#gallery-${e.type}`}>{e.type}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {entries.map((entry) => (
        <GalleryBlock key={entry.type} entry={entry} />
      ))}
    </div>
  )
}

function GalleryBlock({ entry }: { entry: GalleryEntry }) {
  const headingId = `gallery-${entry.type}`
  return (
    <section className="section-gallery__entry" aria-labelledby={headingId} data-section-type={entry.type}>
      <div className="container">
        <h2 id={headingId}>
          <code>{`"type": "${entry.type}"`}</code> <span className="section-gallery__title">{entry.title}</span>
        </h2>
        <p>{entry.description}</p>
        <p className="section-gallery__schema">
          Schema: <code>{entry.schema}</code>
        </p>
        <div className="section-gallery__table-wrap">
          <table className="section-gallery__fields">
            <caption>{`Fields of a ${entry.type} section`}</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {entry.fields.map((f) => (
                <tr key={f.path}>
                  <th scope="row">
                    <code>{f.path}</code>
                  </th>
                  <td>{f.type}</td>
                  <td>{f.required ? 'yes' : 'no'}</td>
                  <td>{f.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {entry.sections.map((section, i) => (
        <div key={section.id} className="section-gallery__example" data-example={`${entry.type}-${i + 1}`}>
          <p className="section-gallery__example-label container">{`Example ${i + 1} of ${entry.sections.length}`}</p>
          {renderSection(section, false)}
        </div>
      ))}
    </section>
  )
}
