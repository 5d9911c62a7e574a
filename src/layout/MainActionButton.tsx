import { useStrings } from '../ui/strings-context.js'
import { contactOpener, nativeContactOpener, type ContactDialogKind } from '../contact/contact-dialog-events.js'
import { ChatIcon } from '../sections/icons.js'
import { ContactNoScriptLink } from '../contact/ContactNoScriptLink.js'

/** The shell's button for the main action (decision 103): opens the contact dialog. */
export function MainActionButton({ kind = 'consultation' }: { kind?: ContactDialogKind }) {
  const { MAIN_ACTION } = useStrings()
  return (
    <>
      <button type="button" className="button button--accent" {...contactOpener(kind)} {...nativeContactOpener()}>
        <ChatIcon />
        {MAIN_ACTION}
      </button>
      <ContactNoScriptLink className="button button--accent">
        <ChatIcon />
        {MAIN_ACTION}
      </ContactNoScriptLink>
    </>
  )
}
