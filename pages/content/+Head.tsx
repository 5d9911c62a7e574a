import { useData } from 'vike-react/useData'
import type { Data } from './+data.js'
import { site } from '../../src/sections/shell-data.js'

/** Canonical URL, Open Graph extras and JSON-LD of a content page. */
export default function Head() {
  const { head, jsonLd } = useData<Data>()
  return (
    <>
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:url" content={head.canonical} />
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={site.brand} />
      {head.keywords && head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
      {jsonLd.map((item, i) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once on the server
          key={i}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped, so it cannot close the script
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  )
}
