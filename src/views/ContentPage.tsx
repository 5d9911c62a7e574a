import type { PageView } from '../sections/page-view.js'
import { Breadcrumbs } from '../layout/Breadcrumbs.js'
import { PageRenderer, type SectionRenderer } from '../sections/PageRenderer.js'
import { BlogPostView } from './BlogPostView.js'

/** The body of every content route: breadcrumbs, then sections or an article. */
export function ContentPage({ view, renderSection }: { view: PageView; renderSection?: SectionRenderer }) {
  return (
    <>
      <Breadcrumbs items={view.breadcrumbs} />
      {view.body === 'sections' ? (
        <PageRenderer title={view.page.title} sections={view.page.sections} render={renderSection} />
      ) : (
        <BlogPostView post={view.post} html={view.html} blogHref={view.blogHref} />
      )}
    </>
  )
}
