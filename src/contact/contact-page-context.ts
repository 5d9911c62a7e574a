/**
 * What the layout tells every contact form on the page while it renders on the
 * server: the page's path (sent with the lead) and, on the result page of a form
 * sent without JavaScript, that result. The forms pass it on to their islands as props.
 */
import { createContext } from 'react'
import type { MathChallenge, NoJsResult } from './no-js-result.js'

export interface ContactPageInfo {
  /** Path of the page being rendered. */
  page: string
  /** The result of a form sent without JavaScript, on the result page. */
  result: NoJsResult | null
  /** A new signed math question for each form (the server's render only: it holds the key). */
  challenge: (() => MathChallenge) | null
}

export const ContactPageContext = createContext<ContactPageInfo>({ page: '', result: null, challenge: null })
