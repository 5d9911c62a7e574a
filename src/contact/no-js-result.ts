/**
 * The form without JavaScript (docs/decisions/180): it posts form-encoded to
 * POST /api/send-telegram, and the server answers with the page the form was
 * on, in its language, showing the result at that form: the spec's
 * success message, or its error message with the visitor's fields kept. This is that result, as the page's
 * render receives it (Vike's pageContext.contactResult). Pure: no DOM, no Node.
 */
import type { ContactField } from '../machines/contact-form.machine.js'
import type { MathChallenge } from '../rules/contact.js'

/** The page that shows the result of a form sent without JavaScript (spec section 2: /yhteystiedot). */
export const CONTACT_PAGE_PATH = '/yhteystiedot'
/** The contact page's form section (its id in pages-data/pages/yhteystiedot.json): where openers lead without JavaScript. */
export const CONTACT_FORM_ID = 'lomake'
/** Where the forms post: the contact API, which answers a form-encoded body with a page. */
export const CONTACT_FORM_ACTION = '/api/send-telegram'

export interface KeptFields {
  name: string
  email: string
  phone: string
  message: string
  /** The answer, kept when it was right and its question stays (another field was refused). */
  mathAnswer?: string
}

/**
 * The answer, shown at the form it was sent from: `form` is that form's id (the hidden field "form":
 * an island's id), so the page it came from shows the result there and nowhere else.
 */
export type NoJsResult =
  | { kind: 'sent'; text: string; form: string }
  | {
      kind: 'error'
      text: string
      field?: ContactField
      fields: KeptFields
      page: string
      form: string
      /** The question the form shows now (docs/decisions/253): the one answered, or a new one. */
      question: MathChallenge
    }

/** Whether a result belongs to the form with this id (a result from an older page, without an id, to the contact page's). */
export function resultFor(result: NoJsResult | null | undefined, formId: string, fallback = false) {
  if (!result) return undefined
  return result.form === formId || (!result.form && fallback) ? result : undefined
}
