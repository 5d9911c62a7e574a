import type { PageView } from '../sections/page-view.js'
import { Breadcrumbs } from '../layout/Breadcrumbs.js'
import { PageRenderer } from '../sections/PageRenderer.js'
import { BlogPostView } from './BlogPostView.js'

/** The body of every content route: breadcrumbs, then sections or an article. */
export function ContentPage({ view }: { view: PageView }) {
  return (
    <>
      <Breadcrumbs items={view.breadcrumbs} />
      {view.body === 'sections' ? (
        <PageRenderer title={view.page.title} subtitle={view.page.subtitle} sections={view.page.sections} />
      ) : (
        <BlogPostView post={view.post} html={view.html} />
      )}
    </>
  )
}
