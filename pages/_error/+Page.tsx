import { usePageContext } from 'vike-react/usePageContext'
import { NotFoundView, ServerErrorView } from '../../src/views/ErrorViews.js'

export default function Page() {
  const { is404 } = usePageContext()
  return is404 ? <NotFoundView /> : <ServerErrorView />
}
