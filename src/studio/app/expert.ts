/**
 * The owner's expert setting (issue 45): the lines of a change, the whole document as text and the
 * formatting's code are shown only when the owner turns it on (kept in this browser). For every other
 * role it is off. The app says at start-up whether the person may have it.
 */
import { useSyncExternalStore } from 'react'

const KEY = 'studio-expert'
let allowed = false
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

const stored = () => {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

/** Whether this person may turn the expert setting on (the owner). */
export function allowExpert(yes: boolean) {
  if (allowed === yes) return
  allowed = yes
  emit()
}

export function setExpert(on: boolean) {
  try {
    if (on) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // A browser that keeps nothing: the setting lasts until the page is left.
  }
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the expert setting is on (always false for a person who may not have it). */
export const useExpert = (): boolean => useSyncExternalStore(subscribe, () => allowed && stored())

/** Whether this person may have the setting at all. */
export const useExpertAllowed = (): boolean => useSyncExternalStore(subscribe, () => allowed)
