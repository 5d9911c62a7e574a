/**
 * Development only: the content report (the same text as `npm run validate`)
 * under the error page while pages-data/ has errors. English on purpose: it is
 * addressed to the author, like the validator's messages. Never rendered in a
 * production build (the error page guards it with import.meta.env.DEV).
 */
export function DevContentReport({ report }: { report: string }) {
  return (
    <section className="dev-report container" aria-labelledby="dev-report-title">
      <h2 id="dev-report-title">Content errors (shown in development only)</h2>
      <p>
        Fix these in pages-data/ and save: the page reloads by itself. The same list comes from{' '}
        <code>npm run validate</code>.
      </p>
      <pre className="dev-report__text" data-testid="dev-content-report">
        {report}
      </pre>
    </section>
  )
}
