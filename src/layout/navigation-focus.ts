/** Moves focus to <main> after a client-side page change, unless a #fragment is targeted. */
export function focusMainAfterNavigation(): void {
  if (window.location.hash) return
  const main = document.getElementById('main')
  main?.focus({ preventScroll: true })
}
