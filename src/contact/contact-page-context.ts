/**
 * What the layout tells every contact form on the page while it renders on the
 * server: the page's path (sent with the lead) and, on the result page of a form
 * sent without JavaScript, that result. The forms pass it on to their islands as props.
 */
import { createContext } from 'react'
import { CONTACT_FORM_ID, CONTACT_PAGE_PATH, type MathChallenge, type NoJsResult } from './no-js-result.js'

export interface ContactPageInfo {
  /** Path of the page being rendered. */
  page: string
  /** The result of a form sent without JavaScript, on the result page. */
  result: NoJsResult | null
  /** A new signed math question for each form (the server's render only: it holds the key). */
  challenge: (() => MathChallenge) | null
  /** The contact page's form in the page's language, where an opener leads without JavaScript ('/ru/kontakty#lomake'). */
  formHref: string
}

export const ContactPageContext = createContext<ContactPageInfo>({
  page: '',
  result: null,
  challenge: null,
  formHref: `${CONTACT_PAGE_PATH}#${CONTACT_FORM_ID}`,
})
