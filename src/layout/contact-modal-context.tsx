import { createContext, useContext } from 'react'

export type ContactModalKind = 'consultation' | 'contact'

export interface ContactModalApi {
  open(kind: ContactModalKind, opener?: HTMLElement | null): void
  close(): void
}

export const ContactModalContext = createContext<ContactModalApi | null>(null)

export function useContactModal(): ContactModalApi {
  const api = useContext(ContactModalContext)
  if (!api) throw new Error('useContactModal must be used inside <Layout>')
  return api
}
