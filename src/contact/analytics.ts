/** The contact form's analytics events (values from spec section 9). */
import { track } from '../analytics/track.js'

const FORM_SUBMIT_VALUE_EUR = 35
const CONTACT_FORM_SUBMISSION_VALUE_EUR = 75

export function trackFormSent(placement: string): void {
  track({ name: 'form_submit', params: { value: FORM_SUBMIT_VALUE_EUR, currency: 'EUR', form_placement: placement } })
  track({
    name: 'contact_form_submission',
    params: { value: CONTACT_FORM_SUBMISSION_VALUE_EUR, currency: 'EUR', form_placement: placement },
  })
}
