import { useContext, useId } from 'react'
import { ContactPageContext } from '../contact/contact-page-context.js'
import { DialogContactForm } from '../contact/DialogContactForm.js'
import { Island } from '../islands/Island.js'
import { useStrings } from '../ui/strings-context.js'
import { CONTACT_DIALOG_FORM_ID, CONTACT_DIALOG_ID } from '../contact/contact-dialog-events.js'
import { CONTACT_CONFIRMATION_ID } from '../contact/contact-confirmation.js'
import { resultFor } from '../contact/no-js-result.js'

/**
 * The page's one contact dialog (native <dialog>, opened from the HTML by
 * the invoker command of any [data-contact-open] button, or by the
 * contact:open event; see shell.client.ts). The opener's kind (header or footer) reaches the form
 * through data-kind; the form inside is an island that loads on intent.
 */
export function ContactDialog() {
  const { UI } = useStrings()
  const titleId = useId()
  const info = useContext(ContactPageContext)
  // A form sent from the dialog without JavaScript: the answer page opens it (non-modal) with the result.
  const result = resultFor(info.result, CONTACT_DIALOG_FORM_ID)
  const page = result?.kind === 'error' ? result.page : info.page
  return (
    <>
      <dialog
        id={CONTACT_DIALOG_ID}
        open={result ? true : undefined}
        className="modal"
        aria-labelledby={titleId}
        data-kind="consultation"
        // Escape and a click on the backdrop close it, script or not.
        closedby="any"
      >
        <div className="modal__panel">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {UI.modal.consultationTitle}
            </h2>
            <button
              type="button"
              className="modal__close"
              aria-label={UI.modal.close}
              {...{ commandfor: CONTACT_DIALOG_ID, command: 'close' }}
            >
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="modal__body">
            <p className="contact-slot__intro">{UI.modal.consultationIntro}</p>
            <Island
              name="contact-dialog-form"
              id={CONTACT_DIALOG_FORM_ID}
              when="interaction"
              component={DialogContactForm}
              props={{ page, formId: CONTACT_DIALOG_FORM_ID, result, ...(info.area ? { area: info.area } : {}) }}
            />
          </div>
        </div>
      </dialog>
      {/* Empty until a send from the dialog succeeds: then the thank-you stays here, announced politely (src/contact/contact-confirmation.ts). */}
      <div id={CONTACT_CONFIRMATION_ID} className="contact-confirmation" role="status" />
    </>
  )
}
