import { useEffect, type ReactNode } from 'react'

/**
 * The root of every island, on the server and in the browser alike (so the
 * trees, and with them the useId values, are the same). In the browser it
 * reports when React has hydrated the island.
 */
export function IslandRoot({ children, onHydrated }: { children?: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return children
}
