import { homePath, LANGUAGE_INFO, LANGUAGES, type Lang } from '../i18n/languages.js'
import { stringsFor } from '../ui/strings.js'
import { useLang, useStrings } from '../ui/strings-context.js'

export interface LanguageSwitcherProps {
  /** The path of each published version of this page (the page view's `versions`). */
  versions: Partial<Record<Lang, string>>
  /** Where it sits: the desktop header's top bar or the phone menu (only one is shown at a time). */
  placement: 'topbar' | 'menu'
}

/** Where a language's link goes: this page in that language, else that language's home page. */
function languageTarget(lang: Lang, versions: Partial<Record<Lang, string>>): { href: string; home: boolean } {
  const version = versions[lang]
  return version ? { href: version, home: false } : { href: homePath(lang), home: true }
}

/**
 * The language switcher: a plain list of links, each language under
 * its own name with `lang` and `hreflang`, the current one aria-current. A
 * language without this page links to its home page and says so, visibly and
 * to screen readers, in that language. Server HTML only: no script.
 */
export function LanguageSwitcher({ versions, placement }: LanguageSwitcherProps) {
  const current = useLang()
  const { UI } = useStrings()
  return (
    // A labelled group, not a landmark: the page has two (top bar and phone menu, one shown at a time),
    // and two navigation landmarks of one name are ambiguous (html-validate unique-landmark).
    <div className={`lang-switch lang-switch--${placement}`} role="group" aria-label={UI.language.label}>
      <ul className="lang-switch__list">
        {LANGUAGES.map((lang) => {
          const { href, home } = languageTarget(lang, versions)
          return (
            <li key={lang}>
              <a
                className="lang-switch__link"
                href={href}
                lang={lang}
                hrefLang={lang}
                aria-current={lang === current ? 'true' : undefined}
              >
                {LANGUAGE_INFO[lang].autonym}
                {home && lang !== current && (
                  <span className="lang-switch__note"> ({stringsFor(lang).UI.language.noVersion})</span>
                )}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
