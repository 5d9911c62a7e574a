/**
 * A table that may scroll sideways on a phone: a named region that takes focus, so the keyboard can
 * scroll it too (axe: scrollable-region-focusable); the page itself never scrolls sideways (issue 45).
 */
import type { ReactNode } from 'react'

export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className="studio-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
