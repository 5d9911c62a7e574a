import { usePageContext } from 'vike-react/usePageContext'
import { LANGUAGE_INFO } from '../src/i18n/languages.js'
import { pageLang } from '../src/i18n/page-lang.js'

/** Head tags shared by every page. */
export default function Head() {
  const locale = LANGUAGE_INFO[pageLang(usePageContext())].locale.replace('-', '_')
  return (
    <>
      <meta name="theme-color" content="#0d4f6c" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:locale" content={locale} />
    </>
  )
}
