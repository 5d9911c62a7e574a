import { useEffect, useState, type ComponentType } from 'react'

/**
 * A component loaded by dynamic import after hydration, so its code (and
 * XState) stays out of the first bundle; null until it has loaded. Not
 * React.lazy: Suspense in server-rendered HTML makes React report a
 * recoverable error on hydration, and its reveal throttle (up to 300 ms) would
 * delay timed UI such as the cookie banner. `load` must be a module-level
 * function (it is read once).
 */
export function useDeferredComponent<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null)
  useEffect(() => {
    let active = true
    void load().then((loaded) => active && setComponent(() => loaded))
    return () => {
      active = false
    }
  }, [])
  return component
}
