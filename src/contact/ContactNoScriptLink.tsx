import type { ReactNode } from 'react'
import { CONTACT_FORM_HREF } from './no-js-result.js'

/**
 * Without JavaScript a button that opens the contact dialog may do nothing (a
 * browser without invoker commands): this link to the contact page's form,
 * which works without JavaScript (docs/decisions/180), takes its place. It is
 * in <noscript>, so it exists only when scripting is off, and the CSS rule
 * `:has(+ noscript > .contact-nojs)` hides the button before it then.
 */
export function ContactNoScriptLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <noscript>
      <a className={`${className} contact-nojs`} href={CONTACT_FORM_HREF}>
        {children}
      </a>
    </noscript>
  )
}
