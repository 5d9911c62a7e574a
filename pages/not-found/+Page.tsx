import { NotFoundView } from '../../src/views/ErrorViews.js'

export default function Page() {
  return <NotFoundView />
}
