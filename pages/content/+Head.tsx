import { useData } from 'vike-react/useData'
import type { Data } from './+data.js'
import { site } from '../../src/sections/shell-data.js'

/** Canonical URL, Open Graph extras and JSON-LD of a content page. */
export default function Head() {
  const { head, jsonLd } = useData<Data>()
  return (
    <>
      <link rel="canonical" href={head.canonical} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={site.brand} />
      {head.keywords && head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
      {jsonLd.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  )
}
