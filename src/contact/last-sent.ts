/**
 * Time of the last successful send, shared by every contact form of the tab
 * (header modal, footer modal, contact page, call to action) so the 30 s spam
 * delay holds across them and across page loads (sessionStorage).
 */
const KEY = 'contact-last-sent'
let memory: number | null = null

export function readLastSent(): number | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY)
    const value = raw === null ? NaN : Number(raw)
    if (Number.isFinite(value)) memory = Math.max(memory ?? 0, value)
  } catch {
    // Storage blocked: memory only.
  }
  return memory
}

export function writeLastSent(at: number): void {
  memory = at
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(KEY, String(at))
  } catch {
    // Storage blocked: memory only.
  }
}
