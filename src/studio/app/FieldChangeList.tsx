/** A document's changed fields by their labels, old → new (the history's and the changes view's list, issue 45). */
import type { FieldChange } from '../field-changes.js'
import { STUDIO_UI } from '../strings.fi.js'

const UI = STUDIO_UI.releases

export function FieldChangeList({ fields }: { fields: FieldChange[] }) {
  return (
    <dl>
      {fields.map((c, i) => (
        // A removed section and the one now in its place share a pointer: the place in the list tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered whole from one answer, never reordered
        <div key={`${i}:${c.pointer}`} className="studio-diff-words__field">
          <dt>{UI.fieldChanged(c.place)}</dt>
          <dd>
            {c.before !== undefined && (
              <del>
                <span className="visually-hidden">{UI.before}: </span>
                {c.before}
              </del>
            )}{' '}
            {c.after !== undefined ? (
              <ins>
                <span className="visually-hidden">{UI.after}: </span>
                {c.after}
              </ins>
            ) : (
              <em>{UI.removedValue}</em>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
