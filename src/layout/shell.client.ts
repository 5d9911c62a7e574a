/**
 * The shell in the browser, without React: header dropdowns, the mobile menu,
 * disclosures (the closing call to action's form) and the contact dialog.
 * Each works from the server's HTML; this wires the few behaviours the
 * platform has no primitive for.
 */
import { DROPDOWN_CLOSE_DELAY_MS } from '../config/behaviour.js'
import {
  CONTACT_DIALOG_ID,
  CONTACT_OPEN_EVENT,
  type ContactDialogKind,
  type ContactDialogRequest,
} from '../contact/contact-dialog-events.js'
import type { OpenContactDialog } from './contact-dialog.client.js'
import { FIELD } from './focus-fields.js'

function setOpen(toggle: HTMLElement, panel: HTMLElement, open: boolean) {
  toggle.setAttribute('aria-expanded', String(open))
  panel.hidden = !open
  toggle.closest('.dropdown')?.classList.toggle('is-open', open)
}

/** Header dropdowns: hover (closing 300 ms after the pointer leaves), click or tap, and the keyboard. */
function wireDropdown(item: HTMLElement) {
  const toggle = item.querySelector<HTMLButtonElement>('.nav__toggle')
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  if (!toggle || !panel) return
  let timer: ReturnType<typeof setTimeout> | undefined
  let openedByHover = false
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true'
  const close = () => {
    clearTimeout(timer)
    openedByHover = false
    setOpen(toggle, panel, false)
  }
  const links = () => [...panel.querySelectorAll<HTMLAnchorElement>('a')]
  const focusLink = (i: number) => {
    const all = links()
    all[(i + all.length) % all.length]?.focus()
  }
  item.addEventListener('pointerenter', (e) => {
    if (e.pointerType !== 'mouse') return
    clearTimeout(timer)
    if (!isOpen()) openedByHover = true
    setOpen(toggle, panel, true)
  })
  item.addEventListener('pointerleave', (e) => {
    if (e.pointerType !== 'mouse') return
    clearTimeout(timer)
    timer = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS)
  })
  toggle.addEventListener('click', () => {
    // A click right after a hover opened it keeps it open.
    const keep = isOpen() && openedByHover
    openedByHover = false
    if (!keep) setOpen(toggle, panel, !isOpen())
  })
  item.addEventListener('keydown', (e) => {
    const all = links()
    const i = all.indexOf(document.activeElement as HTMLAnchorElement)
    const open = isOpen()
    if (e.key === 'Escape' && open) {
      close()
      toggle.focus()
      // Not prevented: in the phone menu (a popover) the same Escape closes the menu too.
      return
    } else if (e.key === 'ArrowDown') {
      if (!open) setOpen(toggle, panel, true)
      focusLink(i + 1)
    } else if (e.key === 'ArrowUp' && open) focusLink(i < 0 ? -1 : i - 1)
    else return
    e.preventDefault()
  })
  item.addEventListener('focusout', (e) => {
    if (!item.contains(e.relatedTarget as Node | null)) close()
  })
}

/**
 * The collapsible menu below the desktop width is a popover (decision 185): the HTML opens and
 * closes it, Escape and a tap outside included. This keeps aria-expanded and the is-open class in
 * step with it, also when it was opened before this script ran.
 */
function wireMobileMenu(button: HTMLButtonElement) {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!menu || !('togglePopover' in menu)) return
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open))
    menu.classList.toggle('is-open', open)
  }
  set(menu.matches(':popover-open'))
  menu.addEventListener('toggle', (e) => set((e as ToggleEvent).newState === 'open'))
}

/** A button that shows and hides the element it controls, focusing its first field when shown. */
function wireDisclosure(button: HTMLButtonElement) {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!panel) return
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true'
    button.setAttribute('aria-expanded', String(open))
    panel.hidden = !open
    if (open) panel.querySelector<HTMLElement>(FIELD)?.focus()
  })
}

/**
 * The contact dialog's code is fetched on the first sign of intent on an
 * opener (pointer, focus, touch) and runs on the click, or on a contact:open
 * event from an island (contact-dialog.client.ts).
 */
function wireContactDialogOnDemand(dialog: HTMLDialogElement) {
  let loaded: Promise<OpenContactDialog> | undefined
  const load = () => (loaded ??= import('./contact-dialog.client.js').then((m) => m.wireContactDialog(dialog)))
  const opener = (e: Event) =>
    e.target instanceof Element ? e.target.closest<HTMLElement>('[data-contact-open]') : null
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, (e) => void (opener(e) && load()), { passive: true })
  document.addEventListener('click', (e) => {
    const button = opener(e)
    if (!button) return
    // The invoker command opens the dialog right after this listener. If the visitor closes it before
    // this code arrives (a slow phone), the late arrival must not open it again.
    let closed = false
    dialog.addEventListener('close', () => (closed = true), { once: true })
    void load().then((open) => closed || open({ kind: button.dataset.contactOpen as ContactDialogKind }, button))
  })
  // Opened by a tap before this script ran (the invoker command): the dialog's form takes focus and
  // loads, unless the visitor has closed it meanwhile.
  if (dialog.open) void load().then((open) => dialog.open && open({ kind: 'consultation' }, null))
  window.addEventListener(CONTACT_OPEN_EVENT, (e) => {
    const active = document.activeElement
    void load().then((open) =>
      open((e as CustomEvent<ContactDialogRequest>).detail, active instanceof HTMLElement ? active : null),
    )
  })
}

export function startShell(): void {
  document.querySelectorAll<HTMLElement>('.dropdown').forEach(wireDropdown)
  document.querySelectorAll<HTMLButtonElement>('.header__menu-button').forEach(wireMobileMenu)
  document.querySelectorAll<HTMLButtonElement>('button[data-disclosure]').forEach(wireDisclosure)
  const dialog = document.getElementById(CONTACT_DIALOG_ID)
  if (dialog instanceof HTMLDialogElement) wireContactDialogOnDemand(dialog)
}
