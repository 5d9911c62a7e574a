import { useStrings } from '../ui/strings-context.js'
import { contactLinks } from '../sections/shell-data.js'
import { useShell } from '../sections/use-shell.js'

export function NotFoundView() {
  const { UI } = useStrings()
  const { paths } = useShell()
  return (
    <section className="error-page container container--narrow" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{UI.notFound.title}</h1>
      <p>{UI.notFound.text}</p>
      <ul className="error-page__links">
        {paths.notFound.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function ServerErrorView() {
  const { UI } = useStrings()
  return (
    <section className="error-page container container--narrow" aria-labelledby="error-title">
      <h1 id="error-title">{UI.serverError.title}</h1>
      <p>{UI.serverError.text}</p>
      <p>
        <a href={contactLinks.phoneHref}>{contactLinks.phone}</a>
      </p>
    </section>
  )
}
