/**
 * The form without JavaScript (docs/decisions/180): it posts form-encoded to
 * POST /api/send-telegram, and the server answers with the contact page
 * (/yhteystiedot) showing the result: the spec's success message, or its error
 * message with the visitor's fields kept. This is that result, as the page's
 * render receives it (Vike's pageContext.contactResult). Pure: no DOM, no Node.
 */
import type { ContactField } from '../machines/contact-form.machine.js'
import type { MathChallenge } from '../rules/contact.js'

/** The page that shows the result of a form sent without JavaScript (spec section 2: /yhteystiedot). */
export const CONTACT_PAGE_PATH = '/yhteystiedot'
/** The contact page's form (its section id in pages-data/pages/yhteystiedot.json): where openers lead without JavaScript. */
export const CONTACT_FORM_HREF = `${CONTACT_PAGE_PATH}#lomake`
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

export type NoJsResult =
  | { kind: 'sent'; text: string }
  | {
      kind: 'error'
      text: string
      field?: ContactField
      fields: KeptFields
      page: string
      /** The question the form shows now (docs/decisions/253): the one answered, or a new one. */
      question: MathChallenge
    }
