import { createContext, useContext } from 'react'

export type ContactModalKind = 'consultation' | 'contact'

/** Text to put in the form's fields when it opens (e.g. a calculator's estimate summary). */
export interface ContactPrefill {
  message?: string
}

export interface ContactModalApi {
  open(kind: ContactModalKind, opener?: HTMLElement | null, prefill?: ContactPrefill): void
  close(): void
}

export const ContactModalContext = createContext<ContactModalApi | null>(null)

export function useContactModal(): ContactModalApi {
  const api = useContext(ContactModalContext)
  if (!api) throw new Error('useContactModal must be used inside <Layout>')
  return api
}
