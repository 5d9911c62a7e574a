import { usePageContext } from 'vike-react/usePageContext'
import { DevContentReport } from '../../src/views/DevContentReport.js'
import { NotFoundView, ServerErrorView } from '../../src/views/ErrorViews.js'

export default function Page() {
  const { is404, abortReason } = usePageContext()
  if (is404) return <NotFoundView />
  return (
    <>
      <ServerErrorView />
      {/* In development +data passes the content report as the abort reason; production never shows it. */}
      {import.meta.env.DEV && typeof abortReason === 'string' && <DevContentReport report={abortReason} />}
    </>
  )
}
