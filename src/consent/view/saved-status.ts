/**
 * A polite live region, there from the start, for the short confirmation after a cookie choice is
 * saved ("Evästeasetukset tallennettu."): announced, then cleared after a few seconds.
 */
import { el, T } from './dom.js'

const SHOWN_MS = 4000

export interface SavedStatus {
  announce(): void
  destroy(): void
}

export function createSavedStatus(parent: HTMLElement): SavedStatus {
  const status = el('p', 'cookie-status')
  status.setAttribute('role', 'status')
  parent.append(status)
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    announce() {
      status.textContent = T().saved
      clearTimeout(timer)
      timer = setTimeout(() => {
        status.textContent = ''
      }, SHOWN_MS)
    },
    destroy() {
      clearTimeout(timer)
      status.remove()
    },
  }
}
