/**
 * What the layout tells every contact form on the page while it renders on the
 * server: the page's path (sent with the lead) and, on the result page of a form
 * sent without JavaScript, that result (with the question to answer). The forms
 * pass it on to their islands as props. A prerendered page has no question: each
 * visitor gets their own (docs/decisions/253).
 */
import { createContext } from 'react'
import type { Area } from '../booking/areas.js'
import { CONTACT_FORM_ID, CONTACT_PAGE_PATH, type NoJsResult } from './no-js-result.js'

export interface ContactPageInfo {
  /** Path of the page being rendered. */
  page: string
  /** The result of a form sent without JavaScript, on the result page. */
  result: NoJsResult | null
  /** The contact page's form in the page's language, where an opener leads without JavaScript ('/ru/kontakty#lomake'). */
  formHref: string
  /** A city's page and its service pages: the area whose free site visits the booking offers first. */
  area?: Area
}

export const ContactPageContext = createContext<ContactPageInfo>({
  page: '',
  result: null,
  formHref: `${CONTACT_PAGE_PATH}#${CONTACT_FORM_ID}`,
})
