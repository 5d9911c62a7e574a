import { type ReactNode, useContext } from 'react'
import { ContactPageContext } from './contact-page-context.js'

/**
 * Without JavaScript a button that opens the contact dialog may do nothing (a
 * browser without invoker commands): this link to the contact page's form,
 * which works without JavaScript (docs/decisions/180), takes its place. It is
 * in <noscript>, so it exists only when scripting is off, and the CSS rule
 * `:has(+ noscript > .contact-nojs)` hides the button before it then. The
 * contact page is the one of the page's language (the layout puts it in the context).
 */
export function ContactNoScriptLink({ className, children }: { className: string; children: ReactNode }) {
  const { formHref } = useContext(ContactPageContext)
  return (
    <noscript>
      <a className={`${className} contact-nojs`} href={formHref}>
        {children}
      </a>
    </noscript>
  )
}
