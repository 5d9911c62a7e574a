/**
 * The shape every language's catalogue has: the Finnish catalogue
 * (src/ui/strings.fi.ts) with its literal strings widened to `string`. A key
 * missing in, or added to, any language is a type error (src/ui/i18n-catalogues.test.ts).
 * Type-only: importing this bundles nothing.
 */
import type * as fi from './strings.fi.js'

/** Literal strings become `string`; functions keep their parameters; objects and arrays keep their keys. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer E)[]
      ? readonly Widen<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T

/** The banner, settings and popup of cookie consent (plain data: the page serializes it for the page script). */
export type ConsentStrings = Widen<typeof fi.COOKIE_CONSENT_UI>
export type UiStrings = Widen<typeof fi.UI>
/** What only the server says: the booking e-mails, the Telegram message, the plain-text HTTP answers. */
export type ServerUiStrings = Widen<typeof fi.SERVER_UI>

/** One language's catalogue as the browser gets it (STUDIO_UI stays Finnish-only and out of it). */
export interface Strings {
  readonly MAIN_ACTION: string
  readonly COOKIE_CONSENT_UI: ConsentStrings
  readonly UI: UiStrings
}
